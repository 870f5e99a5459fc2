// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForFarcasterSigner } from '../../../src/core/auth/farcasterSigner'
import { loggedInOverHttp } from '../../integration/httpSandbox'

let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => sandbox?.close())

describe('Farcaster signer errors over HTTP', { timeout: 30_000 }, () => {
  it("A-8.39 farcaster.signer_failed: a signer the server refuses (no Farcaster account, W-6.11) fails with 'Connect failed', the refusal as its cause", async () => {
    const client = await loggedInOverHttp(sandbox)
    let pending = 0
    const failure = await waitForFarcasterSigner(client, {
      publicKey: `0x${'78'.repeat(32)}`,
      onPending: () => pending++,
    }).then(
      () => null,
      (error: { code: string; message: string; cause?: { code?: string } }) => ({
        code: error.code,
        message: error.message,
        cause: error.cause?.code,
      }),
    )
    expect(failure).toEqual({ code: 'farcaster.signer_failed', message: 'Connect failed', cause: 'invalid_data' })
    expect(pending).toBe(0)
  })
})
