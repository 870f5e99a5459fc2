import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningChains, startChains } from '../../src/index.ts'

// One anvil per chain for the whole file: each starts in well under a second.
let running: RunningChains
beforeAll(async () => {
  running = await startChains({ accounts: 3, balance: 100 })
}, 30_000)
afterAll(() => running?.close())

function clients(rpcUrl: string, id: number) {
  const chain = {
    id,
    name: `chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const
  return { chain, publicClient: createPublicClient({ chain, transport: http(rpcUrl) }) }
}

describe('startChains', () => {
  it('starts a mainnet-like chain and two testnet-like chains on loopback with their own ids', async () => {
    expect(running.chains.map(({ id, testnet }) => ({ id, testnet }))).toEqual([
      { id: 1, testnet: false },
      { id: 11155111, testnet: true },
      { id: 84532, testnet: true },
    ])
    const urls = new Set(running.chains.map((chain) => chain.rpcUrl))
    expect(urls.size).toBe(3)
    for (const chain of running.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await clients(chain.rpcUrl, chain.id).publicClient.getChainId()).toBe(chain.id)
    }
  })

  it('prefunds the same accounts on every chain, and their keys match their addresses', async () => {
    expect(running.accounts).toHaveLength(3)
    for (const account of running.accounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
    for (const chain of running.chains) {
      const { publicClient } = clients(chain.rpcUrl, chain.id)
      const balance = await publicClient.getBalance({ address: running.accounts[2]?.address ?? '0x' })
      expect(balance).toBe(parseEther('100'))
    }
  })

  it('sends a signed transfer on each chain and returns a receipt; viem reads the new balances', async () => {
    const [from, to] = running.accounts
    if (!from || !to) throw new Error('two accounts expected')
    for (const chain of running.chains) {
      const { chain: viemChain, publicClient } = clients(chain.rpcUrl, chain.id)
      const wallet = createWalletClient({
        chain: viemChain,
        account: privateKeyToAccount(from.privateKey),
        transport: http(chain.rpcUrl),
      })
      const before = await publicClient.getBalance({ address: to.address })
      const hash = await wallet.sendTransaction({ to: to.address, value: parseEther('0.01') })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.transactionHash).toBe(hash)
      expect(await publicClient.getBalance({ address: to.address })).toBe(before + parseEther('0.01'))
    }
  })

  it('answers a browser preflight from a loopback page (CORS)', async () => {
    const chain = running.chains[0]
    if (!chain) throw new Error('a chain expected')
    const res = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:5173)$/)
  })

  it('rejects duplicate chain ids before starting anything', async () => {
    await expect(
      startChains({
        chains: [
          { id: 5, name: 'a', testnet: true },
          { id: 5, name: 'b', testnet: true },
        ],
      }),
    ).rejects.toThrow('Each chain needs its own id.')
  })

  it('stops anvil on close: the RPC URL no longer answers', async () => {
    const own = await startChains({ chains: [{ id: 31337, name: 'Local', testnet: true }], accounts: 1 })
    const url = own.chains[0]?.rpcUrl ?? ''
    expect(await clients(url, 31337).publicClient.getChainId()).toBe(31337)
    await own.close()
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
