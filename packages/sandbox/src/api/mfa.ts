import type { Context } from 'hono'
import { Hono } from 'hono'
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { clientAddress } from '../sandbox/clientAddress.ts'
import { createMfaStore, type MfaMethod } from '../store/mfa.ts'
import { createPasskeyStore } from '../store/passkeys.ts'
import type { UserRecord } from '../store/users.ts'
import { issueRequestOptions, verifyAssertion } from './passkeys.ts'
import { passwordlessSms } from './passwordlessSms.ts'
import type { AccessClaims } from './tokens.ts'
import { toWireUser } from './toWireUser.ts'
import { checkCode, sendCode } from './verificationCodes.ts'
import { PasskeyAuthenticationBody, RelyingParty, rpIdFor } from './webauthn.ts'

/** wrong MFA answers allowed per session before it is locked out. */
export const MFA_MAX_ATTEMPTS = 4
/**
 * after the last attempt the user may 'try again in 10 seconds'. That is the first lock;
 * each further round of MFA_MAX_ATTEMPTS wrong answers in the same session doubles it, up to
 * MFA_LOCKOUT_MAX_MS, until a right answer: a lock that simply reset every 10 s would let a
 * guesser try 4 TOTP codes every 10 s forever.
 */
export const MFA_LOCKOUT_MS = 10_000
/** The longest lock of one session: an hour. */
export const MFA_LOCKOUT_MAX_MS = 60 * 60 * 1000
/** W-4.55: how long an MFA verification counts as recent for a sensitive action. */
export const MFA_FRESHNESS_MS = 5 * 60 * 1000
/** TOTP (RFC 6238) steps of clock drift accepted either side: 30 s. */
const TOTP_TOLERANCE_SECONDS = 30

/** W-8.34 missing_or_invalid_mfa: a wrong or missing answer, retry. */
const invalidMfa = () => new ApiError(401, 'missing_or_invalid_mfa', 'MFA verification failed, retry.')
/** W-8.33 mfa_verification_max_attempts_reached. */
const maxAttempts = () =>
  new ApiError(403, 'mfa_verification_max_attempts_reached', 'Max MFA verification attempts reached')
/** A sensitive action without a recent verification. */
const mfaRequired = () =>
  new ApiError(403, 'missing_or_invalid_mfa', 'This action needs a recent MFA verification: verify, then retry.')

const methodNotEnabled = (method: MfaMethod) =>
  new ApiError(400, 'invalid_data', `The MFA method ${method} is not enabled for this app.`)

/** The MFA methods the app offers (A-3.26 mfa_methods). */
function appMethods(app: SandboxAppDefinition): MfaMethod[] {
  const methods = app.config.mfa_methods
  return Array.isArray(methods)
    ? methods.filter((m): m is MfaMethod => m === 'sms' || m === 'totp' || m === 'passkey')
    : []
}

/**
 * W-4.55: throws unless the session verified MFA within MFA_FRESHNESS_MS, when the user
 * has any MFA method. Sensitive routes (MFA changes here; key export in the wallet routes) call it.
 */
export async function requireRecentMfa(ctx: SandboxContext, user: UserRecord, claims: AccessClaims): Promise<void> {
  if ((user.mfaMethods ?? []).length === 0) return
  const state = await createMfaStore(ctx.store.db).getVerification(claims.familyId)
  if (state.verifiedAt === null || ctx.now() - state.verifiedAt > MFA_FRESHNESS_MS) throw mfaRequired()
}

const CodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'the code is six digits'),
})
const SmsInitBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('verify') }),
  z.object({ action: z.literal('enroll'), phoneNumber: z.string() }),
])
const SmsEnrollBody = z.object({ phoneNumber: z.string(), code: CodeBody.shape.code })
const PasskeyVerifyBody = z.object({ relying_party: RelyingParty, authenticator_response: PasskeyAuthenticationBody })
const PasskeyEnrollBody = z.object({ credential_ids: z.array(z.string().min(1)).min(1) })

/**
 * MFA over HTTP; the spec leaves the other paths open, ours
 * are `mfa/{passwordless_sms|totp|passkeys}/{init|verify|enroll|unenroll}` (see the README).
 */
export function mfaRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const mfa = createMfaStore(ctx.store.db)
  const passkeys = createPasskeyStore(ctx.store.db)

  const signedIn = async (c: Context) => {
    const app = requireApp(ctx, c)
    const { user, claims } = await requireUser(ctx, c, app)
    return { app, user, claims }
  }
  const enrolled = async (userId: string, method: MfaMethod) =>
    (await mfa.listFactors(userId)).find((f) => f.method === method) ?? null

  /**
   * Runs one verification attempt. The attempt is counted, and the lock it earns set,
   * before the answer is checked, in one transaction: concurrent wrong answers cannot slip in
   * more guesses than a lock allows. Wrong answers of the user over all sessions are also capped
   * per day (RateLimits.mfaFailures), so new sessions bring no new guesses.
   */
  async function attempt(claims: AccessClaims, check: () => Promise<boolean>): Promise<void> {
    const now = ctx.now()
    if (!ctx.limiter.allows('mfaFailures', claims.userId)) throw maxAttempts()
    const reserved = await mfa.transaction(async (tx) => {
      await mfa.openVerification(tx, claims.familyId, claims.userId)
      const state = await mfa.getVerification(claims.familyId, tx)
      if (state.lockedUntil !== null && state.lockedUntil > now) return null
      const failed = state.failedAttempts + 1
      const rounds = failed / MFA_MAX_ATTEMPTS
      const lockedUntil = Number.isInteger(rounds)
        ? now + Math.min(MFA_LOCKOUT_MS * 2 ** (rounds - 1), MFA_LOCKOUT_MAX_MS)
        : state.lockedUntil
      await mfa.putVerification(claims.familyId, claims.userId, { ...state, failedAttempts: failed, lockedUntil }, tx)
      return { state, locks: lockedUntil !== state.lockedUntil }
    })
    if (!reserved) throw maxAttempts()
    let ok = false
    try {
      ok = await check()
    } catch (error) {
      // A rate limit is not a wrong answer: the attempt is given back.
      if (error instanceof ApiError && error.code === 'too_many_requests') {
        await mfa.putVerification(claims.familyId, claims.userId, reserved.state)
        throw error
      }
    }
    if (ok) {
      await mfa.putVerification(claims.familyId, claims.userId, {
        verifiedAt: now,
        failedAttempts: 0,
        lockedUntil: null,
      })
      return
    }
    ctx.limiter.hit('mfaFailures', claims.userId)
    throw reserved.locks ? maxAttempts() : invalidMfa()
  }

  const markVerified = (claims: AccessClaims) =>
    mfa.putVerification(claims.familyId, claims.userId, { verifiedAt: ctx.now(), failedAttempts: 0, lockedUntil: null })

  const answerUser = async (userId: string) => {
    const user = await ctx.store.getUser(userId)
    if (!user) throw errors.missingToken()
    return toWireUser(user)
  }

  const requireAppMethod = (app: SandboxAppDefinition, method: MfaMethod) => {
    if (!appMethods(app).includes(method)) throw methodNotEnabled(method)
  }

  // --- sms -------------------------------------------------------------------------------
  routes.post('/passwordless_sms/init', async (c) => {
    const { app, user, claims } = await signedIn(c)
    const body = await readBody(c, SmsInitBody)
    if (body.action === 'verify') {
      const factor = await enrolled(user.id, 'sms')
      if (!factor?.phoneNumber) throw invalidMfa()
      await sendCode(ctx, app, 'sms', factor.phoneNumber, clientAddress(c))
    } else {
      requireAppMethod(app, 'sms')
      await requireRecentMfa(ctx, user, claims)
      const phone = passwordlessSms.normalise(body.phoneNumber)
      if (!phone) throw errors.invalidData('Invalid "phoneNumber": not a valid SMS address.')
      passwordlessSms.checkTarget?.(app, phone)
      await sendCode(ctx, app, 'sms', phone, clientAddress(c))
    }
    return c.json({ success: true })
  })

  routes.post('/passwordless_sms/verify', async (c) => {
    const { app, user, claims } = await signedIn(c)
    const factor = await enrolled(user.id, 'sms')
    const body = await readBody(c, CodeBody)
    await attempt(claims, async () => {
      if (!factor?.phoneNumber) return false
      await checkCode(ctx, app, 'sms', factor.phoneNumber, body.code, clientAddress(c))
      return true
    })
    return c.json({ success: true })
  })

  routes.post('/passwordless_sms/enroll', async (c) => {
    const { app, user, claims } = await signedIn(c)
    requireAppMethod(app, 'sms')
    await requireRecentMfa(ctx, user, claims)
    const body = await readBody(c, SmsEnrollBody)
    const phone = passwordlessSms.normalise(body.phoneNumber)
    if (!phone) throw errors.invalidData('Invalid "phoneNumber": not a valid SMS address.')
    await checkCode(ctx, app, 'sms', phone, body.code, clientAddress(c))
    await mfa.transaction((tx) =>
      mfa.putFactor(tx, user.id, { method: 'sms', phoneNumber: phone, totpSecret: null, verifiedAt: ctx.now() }),
    )
    await markVerified(claims)
    return c.json({ user: await answerUser(user.id) })
  })

  // --- totp ------------------------------------------------------------------------------
  routes.post('/totp/verify', async (c) => {
    const { user, claims } = await signedIn(c)
    const factor = await enrolled(user.id, 'totp')
    const body = await readBody(c, CodeBody)
    await attempt(claims, async () => {
      if (!factor?.totpSecret) return false
      const result = await checkTotp(factor.totpSecret, body.code, ctx.now())
      // RFC 6238 §5.2: a code accepted once is refused after, as is any earlier step's.
      return result.valid && (await mfa.claimTotpStep(ctx.store.db, user.id, result.step))
    })
    return c.json({ success: true })
  })

  routes.post('/totp/enroll/init', async (c) => {
    const { app, user, claims } = await signedIn(c)
    requireAppMethod(app, 'totp')
    await requireRecentMfa(ctx, user, claims)
    const secret = generateSecret()
    await mfa.putPendingTotp(user.id, secret, ctx.now())
    const label = user.accounts.find((a) => a.type === 'email')?.identifier ?? user.id
    // the enrollment result is authUrl (an otpauth:// URL for the QR code) and secret.
    return c.json({ authUrl: generateURI({ issuer: app.name, label, secret }), secret })
  })

  routes.post('/totp/enroll', async (c) => {
    const { app, user, claims } = await signedIn(c)
    requireAppMethod(app, 'totp')
    await requireRecentMfa(ctx, user, claims)
    const pending = await mfa.getPendingTotp(user.id)
    if (!pending) throw errors.invalidData('Start the TOTP enrollment first (mfa/totp/enroll/init).')
    const body = await readBody(c, CodeBody)
    const result = await checkTotp(pending.secret, body.code, ctx.now())
    if (!result.valid) throw invalidMfa()
    await mfa.transaction(async (tx) => {
      await mfa.putFactor(tx, user.id, {
        method: 'totp',
        phoneNumber: null,
        totpSecret: pending.secret,
        verifiedAt: ctx.now(),
      })
      // The enrollment's code is spent too: it cannot serve as a verification after.
      await mfa.claimTotpStep(tx, user.id, result.step)
      await mfa.deletePendingTotp(tx, user.id)
    })
    await markVerified(claims)
    return c.json({ user: await answerUser(user.id) })
  })

  // --- passkeys --------------------------------------------------------------------------
  routes.post('/passkeys/init', async (c) => {
    const { app, user } = await signedIn(c)
    const mine = await passkeys.listCredentials(user.id)
    const enrolledIds = new Set(
      user.accounts.filter((a) => a.type === 'passkey' && a.details.enrolled_in_mfa === true).map((a) => a.identifier),
    )
    const allow = mine.filter((credential) => enrolledIds.has(credential.credentialId))
    if (allow.length === 0) throw invalidMfa()
    // answers the request options for the user's MFA passkeys.
    const options = await issueRequestOptions(ctx, app, { rpId: rpIdFor(c), purpose: 'mfa', userId: user.id, allow })
    return c.json({ options })
  })

  routes.post('/passkeys/verify', async (c) => {
    const { app, user, claims } = await signedIn(c)
    const body = await readBody(c, PasskeyVerifyBody)
    await attempt(claims, async () => {
      const account = user.accounts.find((a) => a.type === 'passkey' && a.identifier === body.authenticator_response.id)
      if (account?.details.enrolled_in_mfa !== true) return false
      await verifyAssertion(ctx, app, {
        response: body.authenticator_response,
        relyingParty: body.relying_party,
        purpose: 'mfa',
        userId: user.id,
      })
      return true
    })
    return c.json({ success: true })
  })

  routes.post('/passkeys/enroll', async (c) => {
    const { app, user, claims } = await signedIn(c)
    requireAppMethod(app, 'passkey')
    await requireRecentMfa(ctx, user, claims)
    const body = await readBody(c, PasskeyEnrollBody)
    const mine = new Set(user.accounts.filter((a) => a.type === 'passkey').map((a) => a.identifier))
    const unknown = body.credential_ids.find((id) => !mine.has(id))
    if (unknown) throw errors.invalidData(`The passkey ${unknown} is not linked to this user.`)
    await mfa.transaction(async (tx) => {
      await passkeys.setEnrolledInMfa(tx, user.id, body.credential_ids, true)
      await mfa.putFactor(tx, user.id, {
        method: 'passkey',
        phoneNumber: null,
        totpSecret: null,
        verifiedAt: ctx.now(),
      })
    })
    await markVerified(claims)
    return c.json({ user: await answerUser(user.id) })
  })

  // --- unenroll: always after a recent verification, as a method exists (A-4.44) --------
  const unenroll = (method: MfaMethod) => async (c: Context) => {
    const { user, claims } = await signedIn(c)
    if (!(await enrolled(user.id, method))) throw errors.invalidData(`The MFA method ${method} is not enrolled.`)
    await requireRecentMfa(ctx, user, claims)
    await mfa.transaction(async (tx) => {
      await mfa.deleteFactor(tx, user.id, method)
      if (method === 'passkey') await passkeys.setEnrolledInMfa(tx, user.id, null, false)
    })
    return c.json({ user: await answerUser(user.id) })
  }
  routes.post('/passwordless_sms/unenroll', unenroll('sms'))
  routes.post('/totp/unenroll', unenroll('totp'))
  routes.post('/passkeys/unenroll', unenroll('passkey'))

  return routes
}

/** TOTP's time step (RFC 6238 default): 30 s. */
const TOTP_STEP_SECONDS = 30

/**
 * RFC 6238 check at the sandbox's clock, one 30 s step of drift either side; a valid code names
 * the time step it matched, so that a step is accepted only once.
 */
async function checkTotp(
  secret: string,
  token: string,
  nowMs: number,
): Promise<{ valid: false } | { valid: true; step: number }> {
  const epoch = Math.floor(nowMs / 1000)
  const result = await verifyTotp({ secret, token, epoch, epochTolerance: TOTP_TOLERANCE_SECONDS })
  return result.valid ? { valid: true, step: Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta } : { valid: false }
}
