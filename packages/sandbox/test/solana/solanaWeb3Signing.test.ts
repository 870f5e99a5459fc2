import { solanaFrameSigner } from '@lobby/headless/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmRawTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { frameOn, memoryStorage, signedInUser } from '../wallet/walletTestKit.ts'

let running: RunningSandbox
let connection: Connection

beforeAll(async () => {
  running = await startSandbox({ port: 0 })
  // The facade answers on the sandbox's own port, HTTP and WebSocket, with no chains started.
  const rpcUrl = `${running.url}/_chains/solana`
  connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: rpcUrl.replace(/^http/, 'ws') })
}, 60_000)

afterAll(async () => {
  await running?.close()
})

/** A new user's embedded Solana wallet, made in the real frame handlers, as the SDK's signer over `lobby:solana:rpc`. */
async function embeddedSolanaWallet() {
  const { token } = await signedInUser(running.sandbox)
  const frame = frameOn(running.sandbox, 'all-methods', memoryStorage(), new URL(running.frameUrl).origin)
  const { publicKey } = await frame.send('lobby:solana:create', { accessToken: token })
  const requests: Array<{ method: string; params: { message: string } }> = []
  const signer = solanaFrameSigner((method, params) => {
    requests.push({ method, params })
    return frame.send('lobby:solana:rpc', { accessToken: token, publicKey, request: { method, params } })
  }, publicKey)
  await connection.confirmTransaction(
    {
      signature: await connection.requestAirdrop(new PublicKey(publicKey), 2 * LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    },
    'confirmed',
  )
  return { signer, publicKey: new PublicKey(publicKey), requests, frame, token }
}

describe("the SDK's embedded Solana wallet with web3.js transactions", () => {
  it('W-1.04 W-7.08 signs a legacy Transaction (SystemProgram.transfer) in the frame, and sendAndConfirmRawTransaction lands it on the facade', async () => {
    const { signer, publicKey, requests } = await embeddedSolanaWallet()
    const to = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: to, lamports: 0.25 * LAMPORTS_PER_SOL }),
    )

    const signed = await signer.signTransaction(tx)
    expect(signed).toBe(tx)
    expect(signed.verifySignatures()).toBe(true)
    // The frame got the message bytes, never a key: the page holds none.
    expect(requests).toEqual([
      { method: 'signTransaction', params: { message: tx.serializeMessage().toString('base64') } },
    ])

    // Signed by the wallet already, it goes as raw bytes (sendAndConfirmTransaction would sign it again with Keypairs).
    const signature = await sendAndConfirmRawTransaction(
      connection,
      signed.serialize(),
      { signature: base58.encode(signed.signature ?? new Uint8Array()), blockhash, lastValidBlockHeight },
      { commitment: 'confirmed' },
    )
    expect(signature).toBe(base58.encode(signed.signature ?? new Uint8Array()))
    expect(await connection.getBalance(to)).toBe(0.25 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(publicKey)).toBe(2 * LAMPORTS_PER_SOL - 0.25 * LAMPORTS_PER_SOL - 5000)
  }, 60_000)

  it('W-1.04 signs a VersionedTransaction (v0 message) and sendTransaction returns the signature that confirmTransaction confirms', async () => {
    const { signer, publicKey } = await embeddedSolanaWallet()
    const to = Keypair.generate().publicKey
    const latest = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 10 })],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)

    const signature = await signer.sendTransaction(tx, connection)
    expect(tx.signatures[0] && base58.encode(tx.signatures[0])).toBe(signature)
    expect(ed25519.verify(tx.signatures[0] ?? new Uint8Array(), message.serialize(), publicKey.toBytes())).toBe(true)
    const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
  }, 60_000)

  it('attack: the frame refuses to sign a transaction whose signers do not include the wallet, and the SDK refuses before asking', async () => {
    const { signer, publicKey, requests, frame, token } = await embeddedSolanaWallet()
    const victim = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const foreign = new Transaction({ feePayer: victim, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: victim, toPubkey: publicKey, lamports: 1 }),
    )
    await expect(signer.signTransaction(foreign)).rejects.toMatchObject({ code: 'invalid_request_arguments' })
    expect(requests).toEqual([])
    // Straight to the frame, past the SDK's check: refused there too, and so are bytes that are no message.
    for (const message of [foreign.serializeMessage().toString('base64'), btoa('hello')]) {
      await expect(
        frame.send('lobby:solana:rpc', {
          accessToken: token,
          publicKey: publicKey.toBase58(),
          request: { method: 'signTransaction', params: { message } },
        }),
      ).rejects.toMatchObject({ type: 'invalid_request_arguments' })
    }
  }, 60_000)

  it('attack: signMessage refuses the message bytes of a transaction the wallet would pay for (no blind transaction signing)', async () => {
    const { signer, publicKey } = await embeddedSolanaWallet()
    const { blockhash } = await connection.getLatestBlockhash()
    const drain = new Transaction({ feePayer: publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    await expect(signer.signMessage(drain.serializeMessage().toString('base64'))).rejects.toMatchObject({
      type: 'invalid_request_arguments',
    })
    // A plain message still signs.
    expect(await signer.signMessage(btoa('hello solana'))).toMatch(/^[A-Za-z0-9+/]+=*$/)
  }, 60_000)
})
