import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SandboxChain } from '../../src/index.ts'
import { cleanUpSandboxes, killHard, spawnSandbox } from '../support/spawnSandbox.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lobby-chains-'))
afterAll(() => cleanUpSandboxes([], [dataDir]))

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

describe('lobby-sandbox command with chains', () => {
  it('starts the chains by default, and a SIGKILLed sandbox leaves no anvil behind', async () => {
    const proc = await spawnSandbox(dataDir)
    let chains: SandboxChain[] = []
    try {
      const res = await fetch(`${proc.url}/_sandbox/chains`)
      chains = ((await res.json()) as { chains: SandboxChain[] }).chains
      expect(chains.map((chain) => chain.id)).toEqual([1, 11155111, 84532])
      for (const chain of chains) expect(proc.output()).toContain(chain.rpcUrl)
      for (const chain of chains) expect(await answers(chain.rpcUrl)).toBe(true)
    } finally {
      await killHard(proc)
    }
    // The guard notices the closed pipe at once; give the OS a moment to reap anvil.
    const deadline = Date.now() + 5000
    while (Date.now() < deadline && (await Promise.all(chains.map((chain) => answers(chain.rpcUrl)))).some(Boolean)) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    for (const chain of chains) expect(await answers(chain.rpcUrl)).toBe(false)
  }, 90_000)
})
