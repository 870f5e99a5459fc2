import { describe, expect, it, vi } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import type { LobbyError } from '../../../src/core/errors/lobbyError'
import { mfaVerifierFor, registerMfaListener } from '../../../src/core/mfa/mfaRequired'
import { createStore } from '../../../src/core/store'

/** What the verifier reads of a client: the resolved config's mfa settings and the user's methods. */
function clientWith(noPromptOnMfaRequired: boolean, mfaMethods: string[] = []): LobbyClient {
  const store = createStore({
    config: { mfa: { methods: mfaMethods, noPromptOnMfaRequired }, mfaMethods },
    user: { mfaMethods: ['totp', 'sms'] },
  })
  return { store } as unknown as LobbyClient
}

describe('mfa.noPromptOnMfaRequired', () => {
  it("A-3.31 left off: a wallet action's MFA check opens Lobby's own prompt, never the app's listener", async () => {
    const client = clientWith(false)
    const listener = vi.fn(async () => undefined)
    registerMfaListener(client, listener)
    const ownPrompt = vi.fn(async () => undefined)
    await mfaVerifierFor(client, ownPrompt)()
    expect(ownPrompt).toHaveBeenCalledTimes(1)
    expect(listener).not.toHaveBeenCalled()
  })

  it("A-3.31 set: the app's listener gets the user's methods (in the app's order) and no prompt of Lobby's opens", async () => {
    const client = clientWith(true, ['sms', 'totp'])
    const listener = vi.fn(async () => undefined)
    registerMfaListener(client, listener)
    const ownPrompt = vi.fn(async () => undefined)
    await mfaVerifierFor(client, ownPrompt)()
    expect(listener).toHaveBeenCalledWith(['sms', 'totp'])
    expect(ownPrompt).not.toHaveBeenCalled()
  })

  it("A-3.31 the listener's outcome is the check's: a rejection ends the wallet action with it", async () => {
    const client = clientWith(true)
    const gaveUp = new Error('the user closed our dialog')
    registerMfaListener(client, () => Promise.reject(gaveUp))
    await expect(mfaVerifierFor(client, async () => undefined)()).rejects.toBe(gaveUp)
  })

  it('A-3.31 set with no listener (or one unregistered): the action fails saying how to register one', async () => {
    const client = clientWith(true)
    const unregister = registerMfaListener(client, async () => undefined)
    unregister()
    const ownPrompt = vi.fn(async () => undefined)
    const error = (await mfaVerifierFor(client, ownPrompt)().catch((e: unknown) => e)) as LobbyError
    expect(error.code).toBe('mfa.no_listener')
    expect(error.shortMessage).toBe('This app shows its own MFA prompt, and none is registered.')
    expect(error.nextStep).toContain('useRegisterMfaListener')
    expect(ownPrompt).not.toHaveBeenCalled()
  })
})
