import { type Hex, hexToString, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Eip1193Provider } from '../../src/core/eip1193Provider'

/** A viem local account behind a minimal EIP-1193 provider: the accounts, chain and personal_sign a wallet answers. */
export function localWallet(options: { chainId?: number; key?: Hex; reject?: boolean } = {}) {
  const account = privateKeyToAccount(options.key ?? generatePrivateKey())
  const calls: string[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address.toLowerCase()]
      if (method === 'eth_chainId') return toHex(options.chainId ?? 1)
      if (method === 'personal_sign') {
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        const [data, address] = params as [Hex, string]
        if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error('unknown account')
        return account.signMessage({ message: hexToString(data) })
      }
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    },
  }
  return { account, provider, calls }
}
