/**
 * The part of an EIP-1193 provider (an injected wallet, a connector, the embedded wallet) that
 * Lobby calls: sign-in with Ethereum, connectors, chain switches and funding all talk through it.
 */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}
