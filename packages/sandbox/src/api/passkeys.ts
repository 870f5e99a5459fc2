import { MFA_PASSKEY_NOT_UNLINKABLE_MESSAGE, type WirePasskeyAuthentication } from '@lobby/headless/core'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { Hono } from 'hono'
import { z } from 'zod'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { type ChallengePurpose, createPasskeyStore, type PasskeyCredentialRecord } from '../store/passkeys.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { linkAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'
import {
  browserAndOs,
  CHALLENGE_TTL_MS,
  fromWireAuthentication,
  fromWireRegistration,
  PasskeyAuthenticationBody,
  PasskeyRegistrationBody,
  passkeyVerificationFailed,
  RelyingParty,
  rpIdFor,
  rpIdOf,
} from './webauthn.ts'

/** passkey_not_allowed: passkeys are off for this app. */
const passkeyNotAllowed = () => new ApiError(403, 'passkey_not_allowed', 'Passkey login is not allowed for this app.')

/**
 * The origin a WebAuthn response was made on must be a page of this app (WebAuthn L3 §7.2 step 9):
 * every loopback port shares the RP id `localhost`, so another page on this machine can get the
 * user's passkey to sign for it and must not log in or link here with the result.
 */
function requireAllowedRelyingParty(app: SandboxAppDefinition, relyingParty: string): void {
  if (!isAllowedOrigin(app, relyingParty)) {
    throw passkeyVerificationFailed(`${relyingParty} is not one of this app's allowed origins.`)
  }
}

/** Issues request options (navigator.credentials.get) and remembers the challenge for `purpose`. */
export async function issueRequestOptions(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  input: { rpId: string; purpose: ChallengePurpose; userId: string | null; allow?: readonly PasskeyCredentialRecord[] },
) {
  const options = await generateAuthenticationOptions({
    rpID: input.rpId,
    userVerification: 'preferred',
    ...(input.allow
      ? { allowCredentials: input.allow.map((c) => ({ id: c.credentialId, transports: c.transports as never })) }
      : {}),
  })
  await createPasskeyStore(ctx.store.db).putChallenge({
    challenge: options.challenge,
    appId: app.id,
    purpose: input.purpose,
    userId: input.userId,
    expiresAt: ctx.now() + CHALLENGE_TTL_MS,
    now: ctx.now(),
  })
  return options
}

/**
 * Verifies an assertion (A-7.32, MFA): the challenge must be one this app issued for `purpose`
 * (single use), the origin the relying party, the signature the stored key's, the counter
 * growing. Returns the credential it proved.
 */
export async function verifyAssertion(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  input: {
    response: WirePasskeyAuthentication
    relyingParty: string
    purpose: ChallengePurpose
    userId: string | null
    challenge?: string
  },
): Promise<PasskeyCredentialRecord> {
  requireAllowedRelyingParty(app, input.relyingParty)
  const passkeys = createPasskeyStore(ctx.store.db)
  const credential = await passkeys.getCredential(app.id, input.response.id)
  if (!credential) throw passkeyVerificationFailed('this passkey is not registered with the app.')
  if (input.userId && credential.userId !== input.userId) {
    throw passkeyVerificationFailed('this passkey belongs to another user.')
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verification = await verifyAuthenticationResponse({
      response: fromWireAuthentication(input.response),
      expectedChallenge: (challenge) =>
        (input.challenge === undefined || input.challenge === challenge) &&
        passkeys.takeChallenge({
          challenge,
          appId: app.id,
          purpose: input.purpose,
          userId: input.userId,
          now: ctx.now(),
        }),
      expectedOrigin: input.relyingParty,
      expectedRPID: rpIdOf(input.relyingParty),
      credential: {
        id: credential.credentialId,
        publicKey: Buffer.from(credential.publicKey, 'base64url'),
        counter: credential.counter,
        transports: credential.transports as never,
      },
      requireUserVerification: false,
    })
  } catch (error) {
    throw passkeyVerificationFailed(error instanceof Error ? error.message : 'the response does not verify.')
  }
  if (!verification.verified) throw passkeyVerificationFailed('the signature does not verify.')
  await passkeys.setCounter(credential.credentialId, verification.authenticationInfo.newCounter)
  return credential
}

const AuthenticateInitBody = z.object({ token: z.string().optional() })
const AuthenticateBody = z.object({
  relying_party: RelyingParty,
  challenge: z.string().min(1),
  authenticator_response: PasskeyAuthenticationBody,
})
const LinkBody = z.object({ relying_party: RelyingParty, authenticator_response: PasskeyRegistrationBody })
const UnlinkBody = z.object({ credential_id: z.string().min(1) })

/** The passkey calls, verified for real with @simplewebauthn/server. */
export function passkeyRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const passkeys = createPasskeyStore(ctx.store.db)
  const requirePasskeys = (app: SandboxAppDefinition) => {
    if (!isEnabled(app, 'passkey_auth')) throw passkeyNotAllowed()
  }

  routes.post('/authenticate/init', async (c) => {
    const app = requireApp(ctx, c)
    requirePasskeys(app)
    const body = await readBody(c, AuthenticateInitBody)
    // the captcha guards passkey login as it does email and SMS.
    await requireCaptchaFirst(ctx, c, app, body.token)
    // Discoverable credentials: no allow list, the authenticator offers the user's passkeys.
    const options = await issueRequestOptions(ctx, app, { rpId: rpIdFor(c), purpose: 'authenticate', userId: null })
    return c.json({ options })
  })

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    requirePasskeys(app)
    const body = await readBody(c, AuthenticateBody)
    const credential = await verifyAssertion(ctx, app, {
      response: body.authenticator_response,
      relyingParty: body.relying_party,
      purpose: 'authenticate',
      userId: null,
      challenge: body.challenge,
    })
    const result = await signIn(ctx, app, { type: 'passkey', identifier: credential.credentialId, details: {} })
    return c.json(result)
  })

  routes.post('/link/init', async (c) => {
    const app = requireApp(ctx, c)
    requirePasskeys(app)
    const { user } = await requireUser(ctx, c, app)
    const existing = await passkeys.listCredentials(user.id)
    const email = user.accounts.find((a) => a.type === 'email')?.identifier
    const options = await generateRegistrationOptions({
      rpName: app.name,
      rpID: rpIdFor(c),
      userName: email ?? user.id,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports as never })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    await passkeys.putChallenge({
      challenge: options.challenge,
      appId: app.id,
      purpose: 'link',
      userId: user.id,
      expiresAt: ctx.now() + CHALLENGE_TTL_MS,
      now: ctx.now(),
    })
    return c.json({ options })
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    requirePasskeys(app)
    const { user, claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, LinkBody)
    requireAllowedRelyingParty(app, body.relying_party)
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verification = await verifyRegistrationResponse({
        response: fromWireRegistration(body.authenticator_response),
        expectedChallenge: (challenge) =>
          passkeys.takeChallenge({ challenge, appId: app.id, purpose: 'link', userId: user.id, now: ctx.now() }),
        expectedOrigin: body.relying_party,
        expectedRPID: rpIdOf(body.relying_party),
        requireUserVerification: false,
      })
    } catch (error) {
      throw passkeyVerificationFailed(error instanceof Error ? error.message : 'the attestation does not verify.')
    }
    if (!verification.verified) throw passkeyVerificationFailed('the attestation does not verify.')
    const { credential } = verification.registrationInfo
    // The authenticator names the credential id (a 'none' attestation signs nothing over it): an id
    // already registered is never linked again, for this user, another (linkAccount) or another app (below).
    if ((await passkeys.getCredential(app.id, credential.id))?.userId === user.id) {
      throw errors.invalidData(`The passkey ${credential.id} is already linked to this user.`)
    }
    const { browser, os } = browserAndOs(c.req.header('user-agent'))
    // linkAccount refuses a sixth passkey; only then is the key stored.
    const result = await linkAccount(ctx, app, claims, {
      type: 'passkey',
      identifier: credential.id,
      details: {
        credential_id: credential.id,
        authenticator_name: null,
        created_with_browser: browser,
        created_with_os: os,
        enrolled_in_mfa: false,
      },
    })
    try {
      await passkeys.insertCredential(ctx.store.db, {
        credentialId: credential.id,
        appId: app.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        at: ctx.now(),
      })
    } catch (error) {
      // Another app holds this id: the account just linked goes, or unlinking it would delete that
      // app's credential (credential ids are unique across apps).
      await ctx.store.deleteAccount(ctx.store.db, user.id, 'passkey', credential.id)
      if ((error as { code?: unknown }).code === '23505') throw errors.linkedToAnotherUser()
      throw error
    }
    return c.json(result)
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, UnlinkBody)
    const account = user.accounts.find((a) => a.type === 'passkey' && a.identifier === body.credential_id)
    if (!account) throw errors.invalidData(`The passkey ${body.credential_id} is not linked to this user.`)
    if (account.details.enrolled_in_mfa === true)
      throw new ApiError(400, 'invalid_data', MFA_PASSKEY_NOT_UNLINKABLE_MESSAGE)
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    const updated = await ctx.store.transaction(async (tx) => {
      await ctx.store.deleteAccount(tx, user.id, 'passkey', body.credential_id)
      await passkeys.deleteCredential(tx, body.credential_id)
      return ctx.store.getUser(user.id, tx)
    })
    if (!updated) throw errors.missingToken()
    return c.json(toWireUser(updated))
  })

  return routes
}
