import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { cleanUpSandboxes, killHard, type SandboxProcess, spawnSandbox } from '../support/spawnSandbox.ts'

const dirs: string[] = []
const processes: SandboxProcess[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-solana-'))
  dirs.push(dir)
  return dir
}
afterAll(() => cleanUpSandboxes(processes, dirs))

/** web3.js on the sandbox's Solana facade: JSON-RPC over HTTP, subscriptions over its WebSocket. */
const connect = (running: Pick<RunningSandbox, 'url'>) =>
  new Connection(`${running.url}/_chains/solana`, {
    commitment: 'confirmed',
    wsEndpoint: `${running.url.replace('http://', 'ws://')}/_chains/solana`,
  })

describe('Solana facade across a restart', () => {
  it('behavior: balances, accounts and signature statuses survive a restart on the same data directory; a fresh data directory starts fresh', async () => {
    const dataDir = tempDir()
    const sender = Keypair.generate()
    const receiver = Keypair.generate().publicKey
    const first = await startSandbox({ port: 0, dataDir })
    let airdrop: string
    let transfer: Transaction
    let signature: string
    let before: Awaited<ReturnType<Connection['getSignatureStatuses']>>['value']
    try {
      const connection = connect(first)
      airdrop = await connection.requestAirdrop(sender.publicKey, 3 * LAMPORTS_PER_SOL)
      transfer = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL }),
      )
      signature = await sendAndConfirmTransaction(connection, transfer, [sender])
      before = (await connection.getSignatureStatuses([airdrop, signature])).value
      // Each landed transaction has a slot of its own: the transfer's follows the airdrop's.
      expect(before[1]?.slot).toBe((before[0]?.slot ?? 0) + 1)
    } finally {
      await first.close()
    }

    const second = await startSandbox({ port: 0, dataDir })
    try {
      const connection = connect(second)
      expect(await connection.getBalance(receiver)).toBe(1_000_000_000)
      // 3 SOL, less the 1 sent, less one signature's fee of 5000 lamports.
      expect(await connection.getBalance(sender.publicKey)).toBe(1_999_995_000)
      const account = await connection.getAccountInfo(receiver)
      expect(account?.owner.equals(SystemProgram.programId)).toBe(true)
      expect(account?.lamports).toBe(1_000_000_000)
      const after = (await connection.getSignatureStatuses([airdrop, signature])).value
      expect(after).toEqual(before)
      expect(after.map((status) => [status?.err, status?.confirmationStatus])).toEqual([
        [null, 'finalized'],
        [null, 'finalized'],
      ])
      // The transaction history came back too: the same signed bytes cannot land again.
      await expect(connection.sendRawTransaction(transfer.serialize())).rejects.toThrow(/AlreadyProcessed/)
      // The chain goes on from where it was: the next transaction gets the next slot.
      const next = await sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
        ),
        [sender],
      )
      expect((await connection.getSignatureStatuses([next])).value[0]?.slot).toBe((before[1]?.slot ?? 0) + 1)
      expect(await connection.getBalance(receiver)).toBe(1_001_000_000)
    } finally {
      await second.close()
    }

    const fresh = await startSandbox({ port: 0, dataDir: tempDir() })
    try {
      const connection = connect(fresh)
      expect(await connection.getBalance(receiver)).toBe(0)
      expect(await connection.getBalance(sender.publicKey)).toBe(0)
      expect((await connection.getSignatureStatuses([airdrop, signature])).value).toEqual([null, null])
    } finally {
      await fresh.close()
    }
  }, 120_000)

  it('behavior: a damaged state file is refused with an error naming it, and is left as it was', async () => {
    const dataDir = tempDir()
    const stateFile = join(dataDir, 'solana.litesvm')
    const first = await startSandbox({ port: 0, dataDir })
    try {
      await connect(first).requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    } finally {
      await first.close()
    }
    const damaged = Buffer.concat([readFileSync(stateFile).subarray(0, 40), Buffer.from('not the rest')])
    writeFileSync(stateFile, damaged)

    const second = await startSandbox({ port: 0, dataDir })
    try {
      const answer = (await (
        await fetch(`${second.url}/_chains/solana`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
        })
      ).json()) as { error?: { code: number; message: string } }
      expect(answer.error?.code).toBe(-32603)
      expect(answer.error?.message).toContain(`The Solana state in ${stateFile} cannot be read`)
      expect(answer.error?.message).toContain('move the file away to start the Solana chain afresh')
      expect(readFileSync(stateFile).equals(damaged)).toBe(true)
    } finally {
      await second.close()
    }
  }, 120_000)

  it('behavior: a transfer acknowledged just before a SIGKILL is there, balances and status, when the sandbox comes back', async () => {
    const dataDir = tempDir()
    const first = await spawnSandbox(dataDir, { chains: false })
    processes.push(first)
    const sender = Keypair.generate()
    const receiver = Keypair.generate().publicKey
    const connection = connect(first)
    await connection.requestAirdrop(sender.publicKey, 2 * LAMPORTS_PER_SOL)
    // Over HTTP alone: the answer to sendTransaction is the acknowledgement, and no socket is left to reconnect.
    const signature = await connection.sendTransaction(
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 500_000_000 }),
      ),
      [sender],
    )
    await killHard(first)

    const second = await spawnSandbox(dataDir, { chains: false })
    processes.push(second)
    const again = connect(second)
    expect(await again.getBalance(receiver)).toBe(500_000_000)
    expect(await again.getBalance(sender.publicKey)).toBe(1_499_995_000)
    expect((await again.getSignatureStatuses([signature])).value[0]).toMatchObject({
      err: null,
      confirmationStatus: 'finalized',
    })
  }, 180_000)

  it('behavior: when the sandbox stops, a socket waiting on a signature is closed "going away" (1001), so web3.js subscribes again; an idle one normally (1000)', async () => {
    const running = await startSandbox({ port: 0 })
    const wsUrl = `${running.url.replace('http://', 'ws://')}/_chains/solana`
    const open = async () => {
      const socket = new WebSocket(wsUrl)
      await new Promise((resolve) => socket.once('open', resolve))
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      return { socket, closed }
    }
    const waiting = await open()
    const idle = await open()
    const answered = new Promise((resolve) => waiting.socket.once('message', resolve))
    waiting.socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [base58.encode(new Uint8Array(64).fill(7))],
      }),
    )
    await answered
    await running.close()
    expect(await waiting.closed).toBe(1001)
    expect(await idle.closed).toBe(1000)
  }, 60_000)
})
