import { randomInt, timingSafeEqual } from 'node:crypto'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from './ApiError.ts'
import type { SandboxContext } from './SandboxContext.ts'
import { hashSecret } from './sessionTokens.ts'

/** Passcode length (A-1.04, A-9 'Passcode length 6'). */
export const CODE_LENGTH = 6
/** A code expires ten minutes after it is sent. */
export const CODE_TTL_MS = 10 * 60 * 1000
/** Wrong guesses allowed before the code is destroyed and a new one must be sent. */
export const CODE_MAX_ATTEMPTS = 5

/** Where a code goes. */
export type CodeChannel = 'email' | 'sms'

const codeHash = (app: SandboxAppDefinition, channel: CodeChannel, target: string, code: string) =>
  hashSecret(`${app.id}\u0000${channel}\u0000${target}\u0000${code}`)

/** Generates a 6-digit code from crypto randomness, stores its hash and delivers it to the inbox. */
export async function sendCode(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  channel: CodeChannel,
  target: string,
): Promise<void> {
  if (!ctx.limiter.hit('codeSends', `${app.id}\u0000${target}`)) throw errors.tooManyRequests()
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
  ctx.log(`[inbox] ${channel} code for ${target} (${app.name}): ${code}`)
}

/**
 * Checks a code once: right and unexpired consumes it; wrong counts an attempt (the code dies
 * at CODE_MAX_ATTEMPTS). Any failure is invalid_credentials.
 */
export async function checkCode(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  channel: CodeChannel,
  target: string,
  code: string,
): Promise<void> {
  if (!ctx.limiter.hit('codeChecks', `${app.id}\u0000${target}`)) throw errors.tooManyRequests()
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
    const expected = Buffer.from(stored.codeHash, 'hex')
    const actual = Buffer.from(codeHash(app, channel, target, code.trim()), 'hex')
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      await ctx.store.deleteCode(tx, app.id, channel, target)
      return true
    }
    if (stored.attempts + 1 >= CODE_MAX_ATTEMPTS) await ctx.store.deleteCode(tx, app.id, channel, target)
    else await ctx.store.setCodeAttempts(tx, app.id, channel, target, stored.attempts + 1)
    return false
  })
  if (!ok) throw errors.invalidCode()
}
