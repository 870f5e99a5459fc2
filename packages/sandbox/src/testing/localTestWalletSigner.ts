import type { Hex } from 'viem'
import type { TestWalletSigner } from './testWallet.ts'

const Unsupported = 4200

function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

function hexParam(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) {
    throw rpcError(-32602, `Invalid params: ${name} must be a hex string.`)
  }
  return value as Hex
}

/**
 * A test-wallet signer with a key of its own (a fresh one by default), for the page's
 * `lobbyTestWallet.setSigner(...)`. Anvil's dev accounts are the same on every page, so a wallet
 * one visitor has logged in with cannot be linked by the next; a fresh key is nobody's yet. It
 * holds no ether until funded (e.g. `anvil_setBalance` on the sandbox's chain). Async because it
 * loads viem then, not when `@lobby/sandbox/testing` is imported (the kit starts without it).
 */
export async function localTestWalletSigner(privateKey?: Hex): Promise<TestWalletSigner> {
  const [{ createWalletClient, defineChain, http }, { generatePrivateKey, privateKeyToAccount }] = await Promise.all([
    import('viem'),
    import('viem/accounts'),
  ])
  const account = privateKeyToAccount(privateKey ?? generatePrivateKey())
  return {
    address: account.address,
    async request({ method, params, chainId, rpcUrl }) {
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'personal_sign':
          return account.signMessage({ message: { raw: hexParam(list[0], 'the message') } })
        case 'eth_signTypedData_v4': {
          if (typeof list[1] !== 'string')
            throw rpcError(-32602, 'Invalid params: the typed data must be a JSON string.')
          return account.signTypedData(JSON.parse(list[1]))
        }
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }
          const chain = defineChain({
            id: chainId,
            name: `Chain ${chainId}`,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpcUrl] } },
          })
          const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
          return client.sendTransaction({
            to: tx.to === undefined ? undefined : hexParam(tx.to, 'to'),
            value: tx.value === undefined ? undefined : BigInt(hexParam(tx.value, 'value')),
            data: tx.data === undefined ? undefined : hexParam(tx.data, 'data'),
            gas: tx.gas === undefined ? undefined : BigInt(hexParam(tx.gas, 'gas')),
          })
        }
        default:
          // eth_sign signs a raw hash, which no dapp should ask for; anvil's accounts still answer it.
          throw rpcError(Unsupported, `The test wallet's own key does not support ${method}.`)
      }
    },
  }
}
