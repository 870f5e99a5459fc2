import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadApps } from '../../src/apps/loadApps.ts'
import { cleanUpSandboxes, killHard, type SandboxProcess, spawnSandbox } from '../support/spawnSandbox.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-sigkill-'))
const appId = loadApps().find((app) => app.slug === 'all-methods')?.id ?? ''
const running: SandboxProcess[] = []
afterAll(() => cleanUpSandboxes(running, [dataDir]))

const headers = { 'content-type': 'application/json', 'privy-app-id': appId, 'privy-client': 'lobby-js:1.79.1' }

// The bin starts its local chains by default; chain 1's RPC URL changes at each start.
const ChainsAnswer = z.object({ chains: z.array(z.object({ id: z.number(), rpcUrl: z.string() })) })
const chainOne = async (sandboxUrl: string) => {
  const { chains } = ChainsAnswer.parse(await (await fetch(`${sandboxUrl}/_sandbox/chains`)).json())
  return createPublicClient({ transport: http(chains.find((chain) => chain.id === 1)?.rpcUrl) })
}
// anvil's first dev account (its well-known public test key).
const FUNDED = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('crash', () => {
  it('a sandbox killed with SIGKILL mid-burst keeps every acknowledged login, and the transactions its chains had mined', async () => {
    const first = await spawnSandbox(dataDir)
    running.push(first)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const chain = await chainOne(first.url)
    const sender = createWalletClient({ account: FUNDED, transport: http(chain.transport.url) })
    const hash = await sender.sendTransaction({ to: receiver, value: parseEther('1'), chain: null })
    await chain.waitForTransactionReceipt({ hash })
    const acknowledged: WireAuthResult[] = []
    let stop = false
    // Eight clients log in as fresh guests back to back; the process dies under them.
    const client = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${first.url}/api/v1/guest/authenticate`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ guest_credential: randomBytes(32).toString('base64url') }),
          })
          if (res.status === 200) acknowledged.push(WireAuthResult.parse(await res.json()))
        } catch {
          return // the connection died with the process
        }
      }
    }
    const clients = Array.from({ length: 8 }, client)
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10))
    await killHard(first)
    stop = true
    await Promise.all(clients)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)

    const second = await spawnSandbox(dataDir)
    running.push(second)
    const chainAfter = await chainOne(second.url)
    expect(await chainAfter.getBalance({ address: receiver })).toBe(1_000_000_000_000_000_000n)
    expect((await chainAfter.getTransactionReceipt({ hash })).status).toBe('success')
    for (const login of acknowledged) {
      const me = await fetch(`${second.url}/api/v1/users/me`, {
        headers: { ...headers, authorization: `Bearer ${login.token}` },
      })
      expect(me.status).toBe(200)
      expect(WireUser.parse(((await me.json()) as { user: unknown }).user).id).toBe(login.user.id)
      const refresh = await fetch(`${second.url}/api/v1/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: login.refresh_token }),
      })
      expect(refresh.status).toBe(200)
    }
    await killHard(second)
  }, 180_000)
})
