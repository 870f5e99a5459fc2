// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithSiwe } from '../../../src/core/auth/loginWithSiwe'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { httpClient } from '../../integration/httpSandbox'
import { localWallet } from '../../integration/localWallet'

let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => sandbox?.close())
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' })
})

const page = { host: 'localhost:3000', origin: 'http://localhost:3000' }

describe('wallet login errors over HTTP', { timeout: 30_000 }, () => {
  it('W-8.12 wallet.service_unavailable: a server still down after the retries reads "We\'re on it. Please try again later.", with a retry', async () => {
    const fault = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/siwe/init', status: 503 }),
    })
    expect(fault.ok).toBe(true)
    const { client, paths } = httpClient(sandbox)
    await client.ready()
    const flow = createLoginWithSiwe(client, { page })
    await flow.signIn(localWallet().provider)
    // the first try and 3 retries.
    expect(paths.filter((path) => path === '/api/v1/siwe/init')).toHaveLength(4)
    const { status, error } = flow.getSnapshot()
    expect(status).toBe('error')
    expect(error?.code).toBe('wallet.service_unavailable')
    expect(error?.message).toBe("We're on it. Please try again later.")
    expect(error?.status).toBe(503)
    expect(errorScreenFor(error, null, { flow: 'wallet_login' })).toMatchObject({
      screen: 'AWAITING_CONNECTION',
      title: "We're on it. Please try again later.",
      retryable: true,
    })
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it('behavior: a refusal of the server (4xx) keeps its own code', async () => {
    const { client } = httpClient(sandbox)
    await client.ready()
    const flow = createLoginWithSiwe(client, { page })
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/siwe/init', status: 429 }),
    })
    await flow.signIn(localWallet().provider)
    expect(flow.getSnapshot().error?.code).toBe('too_many_requests')
  })
})
