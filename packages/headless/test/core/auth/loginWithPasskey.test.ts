import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createLoginWithPasskey,
  INITIAL_PASSKEY_FLOW,
  reducePasskeyFlow,
} from '../../../src/core/auth/loginWithPasskey'
import type { PasskeyAuthenticator } from '../../../src/core/auth/passkeyAuthenticator'
import { unlinkPasskeyAccount } from '../../../src/core/auth/unlinkPasskey'
import type { LobbyClient } from '../../../src/core/client'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

const ORIGIN = 'http://localhost:5173'
let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

let n = 0
const email = () => `passkey-${++n}-${Date.now()}@example.com`

async function linkPasskey(client: LobbyClient, device: SoftwareAuthenticator) {
  const flow = createLoginWithPasskey(client, { mode: 'link', authenticator: device, relyingParty: ORIGIN })
  await flow.start()
  return flow.getSnapshot()
}

/** A user who linked a passkey on `device`, then logged out; returns the device. */
async function registeredDevice() {
  const device = createSoftwareAuthenticator({ origin: ORIGIN })
  const client = await loginByEmail(h, h.client(), email())
  const linked = await linkPasskey(client, device)
  expect(linked.status).toBe('success')
  const userId = client.store.getSnapshot().user?.id
  await client.logout()
  return { device, userId }
}

describe('createLoginWithPasskey', () => {
  it('A-4.29 goes initial → loading → success and signs the passkey owner in', async () => {
    const { device, userId } = await registeredDevice()
    const client = h.client({ storage: new MemoryStorage() })
    await client.ready()
    const flow = createLoginWithPasskey(client, { authenticator: device, relyingParty: ORIGIN })
    const seen: string[] = [flow.getSnapshot().status]
    flow.subscribe(() => seen.push(flow.getSnapshot().status))
    await flow.start()
    expect(seen).toEqual(['initial', 'loading', 'success'])
    expect(client.store.getSnapshot()).toMatchObject({ authenticated: true, user: { id: userId } })
    expect(client.getRecentLoginMethod()).toBe('passkey')
  })

  it('A-3.19 A-3.20 sends the snake_case payload to passkeys/authenticate', async () => {
    const { device } = await registeredDevice()
    const client = h.client()
    await client.ready()
    const from = h.sent.length
    await createLoginWithPasskey(client, { authenticator: device, relyingParty: ORIGIN }).start()
    const call = h.sent.slice(from).find((r) => r.url.endsWith('/passkeys/authenticate'))
    const body = (await call?.json()) as Record<string, Record<string, unknown>>
    expect(Object.keys(body).sort()).toEqual(['authenticator_response', 'challenge', 'relying_party'])
    expect(Object.keys(body.authenticator_response ?? {}).sort()).toEqual([
      'authenticator_attachment',
      'client_extension_results',
      'id',
      'raw_id',
      'response',
      'type',
    ])
    expect(Object.keys((body.authenticator_response?.response as object) ?? {}).sort()).toEqual([
      'authenticator_data',
      'client_data_json',
      'signature',
      'user_handle',
    ])
  })

  it('A-4.29 A-8.50 a cancelled system dialog ends in error with the spec text', async () => {
    const client = h.client()
    await client.ready()
    const cancelling: PasskeyAuthenticator = {
      register: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
      authenticate: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
    }
    const flow = createLoginWithPasskey(client, { authenticator: cancelling, relyingParty: ORIGIN })
    await flow.start()
    expect(flow.getSnapshot().status).toBe('error')
    expect(flow.getSnapshot().error?.shortMessage).toBe('Passkey request timed out or rejected by user.')
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it('A-8.52 an unexpected authenticator failure reads "Unknown error occurred."', async () => {
    const client = h.client()
    await client.ready()
    const broken: PasskeyAuthenticator = {
      register: () => Promise.reject(new Error('boom')),
      authenticate: () => Promise.reject(new Error('boom')),
    }
    const flow = createLoginWithPasskey(client, { authenticator: broken, relyingParty: ORIGIN })
    await flow.start()
    expect(flow.getSnapshot().error).toMatchObject({ code: 'passkey.unknown', shortMessage: 'Unknown error occurred.' })
  })

  it('A-4.29 a second start while loading is ignored by the reducer', () => {
    const loading = reducePasskeyFlow(INITIAL_PASSKEY_FLOW, { type: 'passkey.start' })
    expect(reducePasskeyFlow(loading, { type: 'passkey.start' })).toBe(loading)
    const error = new LobbyError('client_error', 'x', 'x')
    expect(reducePasskeyFlow(INITIAL_PASSKEY_FLOW, { type: 'passkey.failed', error })).toBe(INITIAL_PASSKEY_FLOW)
  })

  it('A-5.24 A-8.49 links up to 5 passkeys, then refuses the sixth before any ceremony', async () => {
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const client = await loginByEmail(h, h.client(), email())
    for (let i = 0; i < 5; i++) expect((await linkPasskey(client, device)).status).toBe('success')
    expect(client.store.getSnapshot().user?.linkedAccounts.filter((a) => a.type === 'passkey')).toHaveLength(5)
    const sixth = await linkPasskey(client, device)
    expect(sixth.status).toBe('error')
    expect(sixth.error?.code).toBe('passkey.cannot_link_more')
    expect(sixth.error?.shortMessage).toBe('Cannot link more passkeys to account.')
    expect(device.credentials).toHaveLength(5)
  })

  it('A-7.35 A-5.26 A-8.51 unlinks a passkey, and refuses one enrolled in MFA', async () => {
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const client = await loginByEmail(h, h.client(), email())
    const first = await linkPasskey(client, device)
    const second = await linkPasskey(client, device)
    const { enrollMfa } = await import('../../../src/core/api/mfa')
    await enrollMfa(
      client.http,
      { method: 'passkey', credentialIds: [first.credentialId!] },
      await client.getAccessToken(),
    )
    await client.refreshUser()
    const refused = await unlinkPasskeyAccount(client, first.credentialId!).catch((e: unknown) => e)
    expect(refused).toMatchObject({
      code: 'passkey.enrolled_in_mfa',
      shortMessage: 'Cannot unlink a passkey enrolled in MFA',
    })
    const user = await unlinkPasskeyAccount(client, second.credentialId!)
    expect(user?.linkedAccounts.map((a) => a.credentialId).filter(Boolean)).toEqual([first.credentialId])
  })
})
