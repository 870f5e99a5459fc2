import type { CDPSession, Page } from 'playwright-core'

/** Options of Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`). */
export type VirtualAuthenticatorOptions = {
  /** Whether it answers without a click, as a device with Touch ID set to "always allow". @default true */
  automaticPresenceSimulation?: boolean
  /** Whether user verification (the fingerprint or PIN) succeeds. @default true */
  isUserVerified?: boolean
}

/** A virtual platform authenticator attached to one page. */
export type VirtualAuthenticator = {
  /** CDP's id of the authenticator. */
  readonly authenticatorId: string
  /** The DevTools session it lives in, for other `WebAuthn.*` commands. */
  readonly cdp: CDPSession
  /** The credentials (passkeys) it holds, as CDP reports them. */
  credentials(): Promise<Array<{ credentialId: string; rpId?: string; userHandle?: string; signCount: number }>>
  /** Turns user verification on or off for the next ceremonies (a failed fingerprint). */
  setUserVerified(isUserVerified: boolean): Promise<void>
  /** Removes the authenticator: the page then has no passkey device. */
  remove(): Promise<void>
}

/**
 * Gives a Chromium page a passkey device: a virtual platform authenticator (CTAP2, internal
 * transport, resident keys, user verification) through the DevTools protocol, so
 * `navigator.credentials.create()` and `.get()` answer without a person. Call it before the
 * page registers or uses a passkey; the page must be on `localhost` or HTTPS, as WebAuthn refuses an
 * IP address as relying party.
 *
 * @example
 * const page = await browser.newPage()
 * const authenticator = await addVirtualAuthenticator(page)
 * await page.goto(`${appUrl}/login`)
 * expect(await authenticator.credentials()).toHaveLength(0)
 */
export async function addVirtualAuthenticator(
  page: Page,
  options: VirtualAuthenticatorOptions = {},
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  })
  return {
    authenticatorId,
    cdp,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
    },
  }
}
