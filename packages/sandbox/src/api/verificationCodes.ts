import { randomInt, timingSafeEqual } from 'node:crypto'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { hashSecret } from './sessionTokens.ts'

/** Passcode length (A-1.04, A-9 'Passcode length 6'). */
export const CODE_LENGTH = 6
/** A code expires ten minutes after it is sent. */
export const CODE_TTL_MS = 10 * 60 * 1000

/** Where a code goes. */
export type CodeChannel = 'email' | 'sms'

const codeHash = (app: SandboxAppDefinition, channel: CodeChannel, target: string, code: string) =>
  hashSecret(`${app.id}\u0000${channel}\u0000${target}\u0000${code}`)

const accountKey = (app: SandboxAppDefinition, channel: CodeChannel, target: string) =>
  `${app.id}\u0000${channel}\u0000${target}`

// The client that asked for each recipient's current code. In memory, as the limits are: after a
// restart nobody is spared the recipient's back-off until a new code is sent.
const requestersByContext = new WeakMap<SandboxContext, Map<string, string>>()
const requestersOf = (ctx: SandboxContext) => {
  let requesters = requestersByContext.get(ctx)
  if (!requesters) {
    requesters = new Map()
    requestersByContext.set(ctx, requesters)
  }
  return requesters
}

/**
 * Generates a 6-digit code from crypto randomness, stores its hash and delivers it to the inbox
 * . `client` (the caller's address) is remembered as the code's requester.
 */
export async function sendCode(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  channel: CodeChannel,
  target: string,
  client: string,
): Promise<void> {
  const account = accountKey(app, channel, target)
  if (!ctx.limiter.allows('codeSendsDaily', account) || !ctx.limiter.hit('codeSends', account)) {
    throw errors.tooManyRequests()
  }
  ctx.limiter.hit('codeSendsDaily', account)
  const code = randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0')
  const at = ctx.now()
  await ctx.store.putCode({
    appId: app.id,
    channel,
    target,
    code,
    codeHash: codeHash(app, channel, target, code),
    at,
    expiresAt: at + CODE_TTL_MS,
  })
  const requesters = requestersOf(ctx)
  // A map insertion order is its age: the oldest entries go first once it grows large.
  requesters.delete(account)
  requesters.set(account, client)
  // Stryker disable next-line all: a memory bound, observable only past 100 000 recipients
  if (requesters.size > 100_000) requesters.delete(requesters.keys().next().value ?? '')
  ctx.log(`[inbox] ${channel} code for ${target} (${app.name}): ${code}`)
}

/**
 * Checks a code once from `client` (the caller's address): right and unexpired consumes it; any
 * failure is invalid_credentials. Guessing is limited per client and per recipient
 * (RateLimits: checks a minute, back-off, daily caps; 429 too_many_requests, A-8.15), and a wrong
 * guess counts against the guessing client only: after its 5th at a code that code is dead for
 * it, yet still valid for the client that asked for it. That client is also spared the
 * recipient's back-off and cap, so wrong guesses from elsewhere never lock the owner out.
 */
export async function checkCode(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  channel: CodeChannel,
  target: string,
  code: string,
  client: string,
): Promise<void> {
  const account = accountKey(app, channel, target)
  const { limiter } = ctx
  if (!limiter.hit('codeChecksPerClient', client) || !limiter.hit('codeChecks', `${account}\u0000${client}`)) {
    throw errors.tooManyRequests()
  }
  const isRequester = requestersOf(ctx).get(account) === client
  if (limiter.waitMs('clientGuesses', client) > 0 || (!isRequester && limiter.waitMs('accountGuesses', account) > 0)) {
    throw errors.tooManyRequests()
  }
  const now = ctx.now()
  // The attempt count must be written even when the check fails, so the verdict leaves the
  // transaction as a value and is thrown only after the commit.
  const ok = await ctx.store.transaction(async (tx) => {
    const stored = await ctx.store.getCode(tx, app.id, channel, target)
    if (!stored) return false
    if (stored.expiresAt <= now) {
      await ctx.store.deleteCode(tx, app.id, channel, target)
      return false
    }
    const guessesKey = `${account}\u0000${stored.codeHash}\u0000${client}`
    if (!limiter.allows('codeGuesses', guessesKey)) return false
    // Both are SHA-256 digests, so of one length, as timingSafeEqual needs; the code arrives trimmed.
    const expected = Buffer.from(stored.codeHash, 'hex')
    const actual = Buffer.from(codeHash(app, channel, target, code), 'hex')
    if (timingSafeEqual(expected, actual)) {
      await ctx.store.deleteCode(tx, app.id, channel, target)
      return true
    }
    // The stored count is every client's wrong guesses at this code: a record, not a limit.
    // Stryker disable next-line ArithmeticOperator: no answer reads the record back
    await ctx.store.setCodeAttempts(tx, app.id, channel, target, stored.attempts + 1)
    limiter.hit('codeGuesses', guessesKey)
    limiter.hit('clientGuesses', client)
    limiter.hit('accountGuesses', account)
    return false
  })
  if (!ok) throw errors.invalidCode()
}
