import type { Abi, AbiFunction } from 'viem'
import { formatTokenAmountWithSymbol } from '../rules/format'
import { loadViem } from '../viem'
import { readErc20Token } from './erc20Token'
import type { TransactionChain } from './transactionChain'

/** One decoded argument: its name (or position), its ABI type and its value as text. */
export type PreviewArgument = { name: string; type: string; value: string }

/**
 * What a transaction does, in words a screen can show (issue 10, readable previews): a plain
 * transfer, an ERC-20 transfer or approval, a call decoded with a known ABI, an undecoded call,
 * or a contract deployment.
 */
export type TransactionPreview =
  | { kind: 'native_transfer'; to: `0x${string}`; value: bigint }
  | ({
      kind: 'erc20_transfer'
      token: `0x${string}`
      recipient: `0x${string}`
      amount: bigint
      value: bigint
    } & TokenFacts)
  | ({
      kind: 'erc20_approve'
      token: `0x${string}`
      spender: `0x${string}`
      amount: bigint
      value: bigint
    } & TokenFacts)
  | { kind: 'contract_call'; to: `0x${string}`; functionName: string; args: PreviewArgument[]; value: bigint }
  | { kind: 'unknown_call'; to: `0x${string}`; selector: `0x${string}`; value: bigint }
  | { kind: 'deployment'; value: bigint }

/** W-7.29 The token's symbol and decimals, read on its chain when the preview was given one. */
export type TokenFacts = { symbol?: string; decimals?: number }

/**
 * W-9.36, W-9.37 An ERC-20 amount as a screen shows it: scaled by the token's decimals with its
 * symbol ('1.5 USDC'), or the raw base units when the token's facts could not be read.
 */
export function erc20AmountText(preview: { amount: bigint } & TokenFacts): string {
  return preview.symbol !== undefined && preview.decimals !== undefined
    ? formatTokenAmountWithSymbol(preview.amount, preview.symbol, { decimals: preview.decimals })
    : preview.amount.toString()
}

/** The ABIs a host knows: per contract address, and general ones tried on any call. */
export type PreviewAbis = {
  /** ABIs by contract address (any case). */
  contracts?: Record<string, Abi>
  /** ABIs tried on every call, after the contract's own. */
  abis?: readonly Abi[]
}

/** The parts of a request a preview reads. */
export type PreviewRequest = { to?: `0x${string}` | null; data?: `0x${string}` | null; value?: bigint | null }

function text(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return value
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value)
}

/** What else a preview may read: the chain the transaction goes to, for its token's facts (W-7.29). */
export type PreviewOptions = { chain?: TransactionChain | null | undefined }

/**
 * Decodes a transaction for its approval screen: ERC-20 transfer and approve are built in (with
 * the token's symbol and decimals read on `options.chain`, W-7.29), host ABIs (per address, then
 * general) decode other calls with viem's decodeFunctionData.
 */
export async function previewTransaction(
  request: PreviewRequest,
  known: PreviewAbis = {},
  options: PreviewOptions = {},
): Promise<TransactionPreview> {
  const value = request.value ?? 0n
  const data = request.data && request.data !== '0x' ? request.data : null
  if (!request.to) return { kind: 'deployment', value }
  const to = request.to
  if (!data) return { kind: 'native_transfer', to, value }
  const { decodeFunctionData, erc20Abi } = await loadViem()
  const own = Object.entries(known.contracts ?? {}).find(([address]) => address.toLowerCase() === to.toLowerCase())
  const candidates: Abi[] = [...(own ? [own[1]] : []), ...(known.abis ?? []), erc20Abi]
  for (const abi of candidates) {
    let decoded: { functionName: string; args?: readonly unknown[] }
    try {
      decoded = decodeFunctionData({ abi, data })
    } catch {
      continue
    }
    const args = decoded.args ?? []
    const facts = async (): Promise<TokenFacts> =>
      options.chain ? ((await readErc20Token(options.chain, to)) ?? {}) : {}
    if (abi === erc20Abi && decoded.functionName === 'transfer')
      return {
        kind: 'erc20_transfer',
        token: to,
        recipient: args[0] as `0x${string}`,
        amount: args[1] as bigint,
        value,
        ...(await facts()),
      }
    if (abi === erc20Abi && decoded.functionName === 'approve')
      return {
        kind: 'erc20_approve',
        token: to,
        spender: args[0] as `0x${string}`,
        amount: args[1] as bigint,
        value,
        ...(await facts()),
      }
    const item = abi.find(
      (entry): entry is AbiFunction =>
        entry.type === 'function' && entry.name === decoded.functionName && entry.inputs.length === args.length,
    )
    return {
      kind: 'contract_call',
      to,
      functionName: decoded.functionName,
      args: args.map((arg, i) => ({
        name: item?.inputs[i]?.name || `arg${i}`,
        type: item?.inputs[i]?.type ?? 'unknown',
        value: text(arg),
      })),
      value,
    }
  }
  return { kind: 'unknown_call', to, selector: data.slice(0, 10) as `0x${string}`, value }
}
