import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { type SandboxChain, startSandbox } from '../../src/index.ts'

describe('startSandbox with chains', () => {
  it('lists the running chains and accounts at GET /_sandbox/chains, to a loopback page too, and stops them on close', async () => {
    const running = await startSandbox({ port: 0, chains: { accounts: 2 } })
    let urls: string[] = []
    try {
      const res = await fetch(`${running.url}/_sandbox/chains`, { headers: { origin: 'http://localhost:5173' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      const body = (await res.json()) as { chains: SandboxChain[]; accounts: { address: string }[] }
      expect(body.chains).toEqual(running.chains?.chains)
      expect(body.chains.map((chain) => chain.testnet)).toEqual([false, true, true])
      expect(body.accounts.map((account) => account.address)).toEqual(
        running.chains?.accounts.map((account) => account.address),
      )
      urls = body.chains.map((chain) => chain.rpcUrl)
      for (const chain of body.chains) {
        expect(await createPublicClient({ transport: http(chain.rpcUrl) }).getChainId()).toBe(chain.id)
      }
    } finally {
      await running.close()
    }
    for (const url of urls) await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
  }, 60_000)

  it('starts no chains unless asked, and then lists none', async () => {
    const running = await startSandbox({ port: 0 })
    try {
      expect(running.chains).toBeUndefined()
      const res = await fetch(`${running.url}/_sandbox/chains`)
      expect(await res.json()).toEqual({ chains: [], accounts: [] })
    } finally {
      await running.close()
    }
  }, 60_000)
})
