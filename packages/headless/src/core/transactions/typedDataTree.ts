import { LobbyError } from '../errors/lobbyError'

/** One row of the typed-data tree: a field, its EIP-712 type, and its value or its children. */
export type TypedDataNode = {
  name: string
  type: string
  /** The value as text, for a leaf (a bigint in decimal, a bool as true/false). */
  value?: string
  /** The fields of a struct, or the items of an array. */
  children?: TypedDataNode[]
}

/** EIP-712 typed data as eth_signTypedData_v4 takes it (or as its JSON text). */
export type TypedDataInput = {
  domain?: Record<string, unknown>
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>
  primaryType: string
  message: Record<string, unknown>
}

/** Our text for typed data that lacks its parts (the spec gives none). */
export const INVALID_TYPED_DATA_MESSAGE = 'Typed data must have types, primaryType and message'

const ARRAY = /^(.*)\[(\d*)\]$/

/** Reads typed data given as an object or JSON text; refuses anything without types, primaryType and message. */
export function parseTypedData(input: unknown): TypedDataInput {
  let data = input
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      data = null
    }
  }
  const d = data as Partial<TypedDataInput> | null
  if (
    !d ||
    typeof d !== 'object' ||
    typeof d.primaryType !== 'string' ||
    !d.types ||
    typeof d.types !== 'object' ||
    !Array.isArray(d.types[d.primaryType]) ||
    !d.message ||
    typeof d.message !== 'object'
  )
    throw new LobbyError('client_error', 'sign.invalid_typed_data', INVALID_TYPED_DATA_MESSAGE)
  return d as TypedDataInput
}

function leaf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value) ?? ''
}

function node(
  name: string,
  type: string,
  value: unknown,
  types: TypedDataInput['types'],
  depth: number,
): TypedDataNode {
  const array = ARRAY.exec(type)
  // A self-referencing type could nest forever; 32 levels is far past any real message.
  if (depth > 32) return { name, type, value: '…' }
  if (array && Array.isArray(value)) {
    const item = array[1] ?? ''
    return { name, type, children: value.map((v, i) => node(`[${i}]`, item, v, types, depth + 1)) }
  }
  const fields = types[type]
  if (fields && value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return { name, type, children: fields.map((f) => node(f.name, f.type, record[f.name], types, depth + 1)) }
  }
  return { name, type, value: leaf(value) }
}

/**
 * Typed data as a tree for the sign screen and custom UIs (issue 10, readable previews): the
 * domain's fields, then the primary type's fields, structs and arrays opened level by level.
 */
export function typedDataTree(input: unknown): {
  primaryType: string
  domain: TypedDataNode[]
  message: TypedDataNode[]
} {
  const data = parseTypedData(input)
  const domainTypes = data.types.EIP712Domain
  const domain = data.domain ?? {}
  return {
    primaryType: data.primaryType,
    domain: domainTypes
      ? domainTypes.map((f) => node(f.name, f.type, domain[f.name], data.types, 0))
      : Object.entries(domain).map(([name, value]) => ({ name, type: typeof value, value: leaf(value) })),
    message: node('message', data.primaryType, data.message, data.types, 0).children ?? [],
  }
}
