import type { CrossAppSignRequest } from './crossAppSign'

/** Which provider app's wallet, and which of its addresses, a request goes to (W-5.38, W-5.40). */
export type CrossAppWalletTarget = {
  /** The provider app's id (one of the requesting app's connections). */
  providerAppId: string
  /** The wallet address, one of the user's cross-app account's embedded wallets. */
  address: string
}

/** An EIP-712 typed-data payload (eth_signTypedData_v4). */
export type CrossAppTypedData = {
  domain?: Record<string, unknown>
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>
  primaryType: string
  message: Record<string, unknown>
}

/** A transaction for eth_sendTransaction; quantities as bigint, number or hex text. */
export type CrossAppTransaction = {
  to?: string
  value?: bigint | number | string
  data?: string
  gas?: bigint | number | string
  nonce?: bigint | number | string
  /** @default 1 on the provider's side */
  chainId?: bigint | number | string
}

const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** JSON-RPC quantities: bigints and numbers as 0x hex, text as given. */
const quantity = (value: bigint | number | string) => (typeof value === 'string' ? value : `0x${value.toString(16)}`)

const jsonWithBigInts = (value: unknown) =>
  JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'bigint' ? entry.toString() : entry))

/** personal_sign of a text message (sent as its UTF-8 bytes in hex, as wallets expect). */
export function crossAppSignMessageRequest(input: CrossAppWalletTarget & { message: string }): CrossAppSignRequest {
  return {
    providerAppId: input.providerAppId,
    address: input.address,
    method: 'personal_sign',
    params: [utf8Hex(input.message), input.address],
  }
}

/** eth_signTypedData_v4 of EIP-712 typed data (sent as JSON text; bigints as decimal text). */
export function crossAppSignTypedDataRequest(
  input: CrossAppWalletTarget & { typedData: CrossAppTypedData },
): CrossAppSignRequest {
  return {
    providerAppId: input.providerAppId,
    address: input.address,
    method: 'eth_signTypedData_v4',
    params: [input.address, jsonWithBigInts(input.typedData)],
  }
}

/** eth_sendTransaction from the provider wallet (W-5.41: read-only providers refuse it). */
export function crossAppSendTransactionRequest(
  input: CrossAppWalletTarget & { transaction: CrossAppTransaction },
): CrossAppSignRequest {
  const { to, data, value, gas, nonce, chainId } = input.transaction
  return {
    providerAppId: input.providerAppId,
    address: input.address,
    method: 'eth_sendTransaction',
    params: [
      {
        from: input.address,
        ...(to !== undefined ? { to } : {}),
        ...(data !== undefined ? { data } : {}),
        ...(value !== undefined ? { value: quantity(value) } : {}),
        ...(gas !== undefined ? { gas: quantity(gas) } : {}),
        ...(nonce !== undefined ? { nonce: quantity(nonce) } : {}),
        ...(chainId !== undefined ? { chainId: quantity(chainId) } : {}),
      },
    ],
  }
}
