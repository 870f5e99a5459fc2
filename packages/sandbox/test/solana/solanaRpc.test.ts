import { createPrivateKey, sign } from 'node:crypto'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

let running: RunningSandbox
let rpcUrl: string
let connection: Connection

beforeAll(async () => {
  running = await startSandbox({ port: 0, chains: { accounts: 1 } })
  const listing = (await (await fetch(`${running.url}/_sandbox/chains`)).json()) as { solana?: { rpcUrl: string } }
  rpcUrl = listing.solana?.rpcUrl ?? ''
  connection = new Connection(rpcUrl, 'confirmed')
}, 60_000)

afterAll(async () => {
  await running?.close()
})

const rpc = async (body: unknown) =>
  (await (
    await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as Record<string, unknown>

async function funded(sol: number) {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  const { value } = await connection.getSignatureStatuses([signature])
  expect(value[0]?.err).toBeNull()
  return keypair
}

async function transfer(from: Keypair, to: PublicKey, lamports: number, sign = (tx: Transaction) => tx.sign(from)) {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  sign(tx)
  return tx
}

describe('Solana JSON-RPC facade over litesvm', () => {
  it('behavior: GET /_sandbox/chains lists the facade beside the EVM chains, and it answers web3.js Connection', async () => {
    expect(rpcUrl).toBe(`${running.url}/_chains/solana`)
    expect(await connection.getSlot()).toBeGreaterThan(0)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight())
  })

  it('behavior: requestAirdrop funds an account, and getBalance reads it', async () => {
    const keypair = await funded(2)
    expect(await connection.getBalance(keypair.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(Keypair.generate().publicKey)).toBe(0)
  })

  it('behavior: a SystemProgram transfer signed by the client lands; statuses, balances and account info follow', async () => {
    const sender = await funded(2)
    const receiver = Keypair.generate().publicKey
    const tx = await transfer(sender, receiver, 0.5 * LAMPORTS_PER_SOL)
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000)
    const signature = await connection.sendRawTransaction(tx.serialize())

    const { value } = await connection.getSignatureStatuses([
      signature,
      '1111111111111111111111111111111111111111111111111111111111111111',
    ])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(sender.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000)

    const account = await connection.getAccountInfo(receiver)
    expect(account?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(account?.lamports).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(account?.data.length).toBe(0)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()

    // The same signed bytes cannot land twice.
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/AlreadyProcessed/)
  })

  it('behavior: a transaction signed by the wrong key is refused and moves nothing', async () => {
    const sender = await funded(1)
    const receiver = Keypair.generate().publicKey
    const forger = Keypair.generate()
    const tx = await transfer(sender, receiver, LAMPORTS_PER_SOL / 2, (unsigned) => {
      // A real Ed25519 signature over the real message, by a key that is not the sender's.
      const key = createPrivateKey({
        key: {
          kty: 'OKP',
          crv: 'Ed25519',
          d: Buffer.from(forger.secretKey.slice(0, 32)).toString('base64url'),
          x: Buffer.from(forger.publicKey.toBytes()).toString('base64url'),
        },
        format: 'jwk',
      })
      unsigned.addSignature(sender.publicKey, sign(null, unsigned.serializeMessage(), key))
    })
    await expect(connection.sendRawTransaction(tx.serialize({ verifySignatures: false }))).rejects.toThrow(
      /SignatureFailure/,
    )
    expect(await connection.getBalance(receiver)).toBe(0)
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('behavior: an overdraft fails as the cluster would: error -32002 with the instruction error and the program logs', async () => {
    const sender = await funded(1)
    const tx = await transfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL)
    const error = await connection.sendRawTransaction(tx.serialize()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toMatch(/InstructionError/)
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)

    const tooSmall = await transfer(sender, Keypair.generate().publicKey, 1000)
    await expect(connection.sendRawTransaction(tooSmall.serialize())).rejects.toThrow(/InsufficientFundsForRent/)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBeGreaterThan(1000)
  })

  it('behavior: JSON-RPC errors name the problem: unknown method, bad params, bad JSON; batches answer each call', async () => {
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'getProgramAccounts', params: [] })).toMatchObject({
      id: 1,
      error: { code: -32601, message: expect.stringMatching(/getProgramAccounts/) },
    })
    expect(await rpc({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-a-key'] })).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/public key/) },
    })
    expect(
      await rpc({
        jsonrpc: '2.0',
        id: 3,
        method: 'requestAirdrop',
        params: [Keypair.generate().publicKey.toBase58(), 1e15],
      }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    expect(
      await rpc({ jsonrpc: '2.0', id: 4, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] }),
    ).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/deserialize/) },
    })
    expect(await rpc({ id: 5, method: 'getSlot' })).toMatchObject({ id: 5, error: { code: -32600 } })
    const parse = (await (await fetch(rpcUrl, { method: 'POST', body: '{' })).json()) as Record<string, unknown>
    expect(parse).toMatchObject({ error: { code: -32700 } })
    const batch = (await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])) as unknown as Array<Record<string, unknown>>
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', error: expect.objectContaining({ code: -32601 }) },
    ])
  })
})
