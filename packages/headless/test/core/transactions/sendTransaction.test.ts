import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import {
  canPressApprove,
  createSendTransaction,
  type SendTransactionFlowOptions,
} from '../../../src/core/transactions/sendTransaction'
import { type AnvilChains, startAnvilChains } from './anvilChains'
import { waitFor } from './waitForStep'

let anvil: AnvilChains
beforeAll(async () => {
  anvil = await startAnvilChains()
}, 30_000)
afterAll(() => anvil?.close())

const RECIPIENT = '0x00000000000000000000000000000000000000b0'
// Runtime code 0x60006000fd (REVERT(0, 0)) behind init code that returns it: every call reverts.
const REVERTER_INIT_CODE = '0x6460006000fd6000526005601bf3'

let reverter: Promise<`0x${string}`> | undefined
function deployReverter(): Promise<`0x${string}`> {
  reverter ??= flow({ signer: anvil.account(9), noPromptOnSignature: true })
    .send({ data: REVERTER_INIT_CODE })
    .then(async ({ hash }) => {
      const { contractAddress } = await anvil.publicClient(1).getTransactionReceipt({ hash })
      if (!contractAddress) throw new Error('the reverter was not deployed')
      return contractAddress
    })
  return reverter
}

function flow(overrides: Partial<SendTransactionFlowOptions> & Pick<SendTransactionFlowOptions, 'signer'>) {
  return createSendTransaction({ chains: anvil.chains, defaultChainId: 1, ...overrides })
}

describe('createSendTransaction on anvil', () => {
  it('W-4.28 W-2.27 W-2.28 W-3.08 prepares (gas estimate and balance), waits for approval, then signs, sends and returns the receipt; viem reads the new balances', async () => {
    const signer = anvil.account(1)
    const client = anvil.publicClient(1)
    const before = await client.getBalance({ address: RECIPIENT })
    const send = flow({ signer })
    const result = send.send({ to: RECIPIENT, value: parseEther('0.01') }, { uiOptions: { buttonText: 'Pay' } })
    const approval = await waitFor(send, (s) => s.step === 'awaiting_approval')
    expect(approval.uiOptions).toEqual({ buttonText: 'Pay' })
    expect(approval.prepared?.balance).toBe(parseEther('100'))
    expect(approval.prepared?.insufficientFunds).toBe(false)
    expect((approval.prepared?.transaction as { gas?: bigint } | undefined)?.gas).toBe(21000n)
    expect(approval.prepared?.total).toBe(parseEther('0.01') + (approval.prepared?.maxFee ?? -1n))
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before)
    send.approve()
    const { hash, receipt } = await result
    expect(receipt?.transactionHash).toBe(hash)
    expect(receipt?.status).toBe(1)
    expect(receipt?.from.toLowerCase()).toBe(signer.address.toLowerCase())
    expect(receipt?.confirmations).toBeGreaterThanOrEqual(1)
    expect(send.getSnapshot()).toMatchObject({ step: 'success', hash })
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
  })

  it('W-5.22 sends on the default chain when the request names none', async () => {
    const send = flow({ signer: anvil.account(2), defaultChainId: 11155111, noPromptOnSignature: true })
    const testnet = anvil.publicClient(11155111)
    const before = await testnet.getBalance({ address: RECIPIENT })
    const { receipt } = await send.send({ to: RECIPIENT, value: 5n })
    expect(receipt?.status).toBe(1)
    expect(await testnet.getBalance({ address: RECIPIENT })).toBe(before + 5n)
    const tx = await testnet.getTransaction({ hash: receipt?.transactionHash ?? '0x' })
    expect(tx.chainId).toBe(11155111)
  })

  it('W-5.23 W-5.20 W-5.21 refuses an unconfigured chain, a bad quantity or a chainId that is not a number, before touching the chain', async () => {
    const send = flow({ signer: anvil.account(2) })
    await expect(send.send({ to: RECIPIENT, chainId: '1' })).rejects.toThrow(
      "Transaction request property 'chainId' must be a number",
    )
    await expect(send.send({ to: RECIPIENT, chainId: 8453 })).rejects.toThrow(/^Chain ID 8453 is not supported/)
    await expect(send.send({ to: RECIPIENT, value: 1.5 })).rejects.toThrow(
      "Transaction request property 'value' must be a valid number, bigint, or hex string representing a quantity",
    )
    expect(send.getSnapshot().step).toBe('idle')
  })

  it('W-5.23 with no chain configured at all, the refusal also says where chains come from: the hook, the config, the sandbox', async () => {
    const none = flow({ signer: anvil.account(2), chains: [] })
    const refusal = none.send({ to: RECIPIENT, chainId: 1 })
    await expect(refusal).rejects.toThrow(/^Chain ID 1 is not supported/)
    await expect(refusal).rejects.toMatchObject({
      nextStep: expect.stringMatching(/`chains`.*`supportedChains`.*GET \/_sandbox\/chains/),
    })
    // With chains configured, the spec's text alone: the chain is simply not among them.
    await expect(flow({ signer: anvil.account(2) }).send({ to: RECIPIENT, chainId: 8453 })).rejects.toMatchObject({
      message: 'Chain ID 8453 is not supported. It must be added to the supported chains of the app config.',
      nextStep: undefined,
    })
  })

  it('W-3.13 W-4.28 with prompts off sends without waiting for approval', async () => {
    const send = flow({ signer: anvil.account(3), noPromptOnSignature: true, waitForTransactionConfirmation: false })
    const seen: string[] = []
    send.subscribe(() => seen.push(send.getSnapshot().step))
    const { hash, receipt } = await send.send({ to: RECIPIENT, value: 1n })
    expect(receipt).toBeNull()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(seen).toContain('submitting')
    expect(seen).not.toContain('confirming')
  })

  it('W-4.31 with funding configured, short funds turn approval into Add funds for the shortfall; once funded it sends', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    await anvil.setBalance(1, poor.address, parseEther('0.001'))
    const asked: unknown[] = []
    const send = flow({ signer: poor, fundingEnabled: true, onAddFunds: (details) => asked.push(details) })
    const result = send.send({ to: RECIPIENT, value: parseEther('1') })
    const short = await waitFor(send, (s) => s.step === 'awaiting_approval')
    expect(short.canAddFunds).toBe(true)
    expect(short.prepared?.insufficientFunds).toBe(true)
    expect(canPressApprove(short)).toBe(true)
    send.approve()
    expect(send.getSnapshot().step).toBe('awaiting_approval')
    send.addFunds()
    const shortfall = (short.prepared?.total ?? 0n) - parseEther('0.001')
    expect(shortfall).toBeGreaterThan(parseEther('1') - parseEther('0.001'))
    expect(asked).toEqual([{ address: poor.address, chainId: 1, amount: shortfall }])
    await anvil.setBalance(1, poor.address, parseEther('2'))
    send.recheck()
    const funded = await waitFor(send, (s) => s.step === 'awaiting_approval' && s.prepared?.insufficientFunds === false)
    expect(funded.canAddFunds).toBe(false)
    expect(canPressApprove(funded)).toBe(true)
    send.approve()
    expect((await result).receipt?.status).toBe(1)
  })

  it('W-4.31 W-8.42 without funding, short funds keep approval disabled with the spec text', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const send = flow({ signer: poor })
    const result = send.send({ to: RECIPIENT, value: 1n })
    const state = await waitFor(send, (s) => s.step === 'awaiting_approval')
    expect(state.canAddFunds).toBe(false)
    expect(canPressApprove(state)).toBe(false)
    expect(state.error?.message).toBe('Wallet has insufficient funds for this transaction.')
    send.approve()
    expect(send.getSnapshot().step).toBe('awaiting_approval')
    send.close()
    await expect(result).rejects.toMatchObject({
      code: 'user_rejected_request',
      message: 'The user rejected the request',
    })
  })

  it('W-4.32 W-8.42 with prompts off, short funds are refused outright', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const send = flow({ signer: poor, noPromptOnSignature: true, fundingEnabled: true })
    const error = await send.send({ to: RECIPIENT, value: parseEther('1') }).catch((e: unknown) => e)
    expect(isLobbyError(error, 'insufficient_funds')).toBe(true)
    expect((error as Error).message).toBe('Wallet has insufficient funds for this transaction.')
    expect(send.getSnapshot().step).toBe('closed')
  })

  it('W-8.41 W-2.28 a call the chain says will revert gives the preparation error, and retry prepares again', async () => {
    const contract = await deployReverter()
    const send = flow({ signer: anvil.account(4) })
    void send.send({ to: contract, data: '0x' }).catch(() => undefined)
    const failed = await waitFor(send, (s) => s.step === 'error')
    expect(failed.error).toMatchObject({
      code: 'transaction.preparation_failed',
      message: 'There was an error preparing your transaction. Your transaction request will likely fail.',
    })
    const steps: string[] = []
    send.subscribe(() => steps.push(send.getSnapshot().step))
    send.retry()
    await waitFor(send, (s) => s.step === 'error' && steps.includes('preparing'))
    send.close()
  })

  it('W-2.28 W-2.29 a reverted transaction shows the error screen with its code, message and hash', async () => {
    const contract = await deployReverter()
    const send = flow({ signer: anvil.account(5) })
    void send.send({ to: contract, data: '0x', gasLimit: 50_000 }).catch(() => undefined)
    await waitFor(send, (s) => s.step === 'awaiting_approval')
    send.approve()
    const failed = await waitFor(send, (s) => s.step === 'error')
    expect(failed.error).toMatchObject({ code: 'transaction_failure', message: 'Transaction reverted' })
    expect(failed.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(failed.receipt?.status).toBe(0)
    expect(failed.resetsNonceOnRetry).toBe(false)
    send.close()
  })

  it('W-4.30 after a nonce error, retry fetches a fresh nonce and the send goes through', async () => {
    const signer = anvil.account(6)
    await flow({ signer, noPromptOnSignature: true }).send({ to: RECIPIENT, value: 1n })
    const send = flow({ signer })
    const result = send.send({ to: RECIPIENT, value: 2n, nonce: 0 })
    await waitFor(send, (s) => s.step === 'awaiting_approval')
    send.approve()
    const failed = await waitFor(send, (s) => s.step === 'error')
    expect(failed.error?.code).toBe('transaction.nonce')
    expect(failed.resetsNonceOnRetry).toBe(true)
    send.retry()
    const again = await waitFor(send, (s) => s.step === 'awaiting_approval')
    expect((again.prepared?.transaction as { nonce?: number } | undefined)?.nonce).toBe(1)
    send.approve()
    expect((await result).receipt?.status).toBe(1)
  })

  it('W-8.13 W-2.28 a signer refusal (4001) shows the error screen; closing rejects the send with it', async () => {
    const account = anvil.account(7)
    const signer = {
      address: account.address,
      signTransaction: () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })),
    }
    const send = flow({ signer })
    const result = send.send({ to: RECIPIENT, value: 1n })
    await waitFor(send, (s) => s.step === 'awaiting_approval')
    send.approve()
    const failed = await waitFor(send, (s) => s.step === 'error')
    expect(failed.error).toMatchObject({ code: 'user_rejected_request', message: 'The user rejected the request' })
    send.close()
    await expect(result).rejects.toMatchObject({ code: 'user_rejected_request' })
  })
})
