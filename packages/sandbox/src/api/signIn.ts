import { randomBytes } from 'node:crypto'
import { linkLimitFor, type WireAuthResult } from '@lobby/headless/core'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { isAllowlisted } from './allowlist.ts'
import { authResult, openSession } from './sessionTokens.ts'

/** A verified account the caller proved they hold (a checked code, a guest credential, a custom JWT ...). */
export type ProvenAccount = {
  /** Linked account type on the wire. */
  type: string
  /** Normalised key: the email, the phone number, the subject, a credential hash. */
  identifier: string
  /** Type-specific wire fields (address, phone_number, custom_user_id ...). */
  details: Record<string, unknown>
}

const USER_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A user id in the provider's `did:privy:` form, with 25 random characters. */
export function newUserId(): string {
  const bytes = randomBytes(25)
  let id = ''
  for (const byte of bytes) id += USER_ID_ALPHABET[byte % USER_ID_ALPHABET.length]
  return `did:privy:${id}`
}

/**
 * Logs in with a proven account, creating the user on first use, in one transaction:
 * the user, the account and the session land together or not at all.
 * Refuses a login the app's allowlist does not admit, for every method, and a new
 * user beyond the app's limit.
 */
export async function signIn(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  account: ProvenAccount,
  options: { isGuest?: boolean } = {},
): Promise<WireAuthResult> {
  const at = ctx.now()
  const outcome = await ctx.store.transaction(async (tx) => {
    let userId = await ctx.store.findAccountOwner(tx, app.id, account.type, account.identifier)
    if (app.sandbox.allowlist) {
      const owner = userId ? await ctx.store.getUser(userId, tx) : null
      if (!isAllowlisted(app, [account, ...(owner?.accounts ?? [])])) throw errors.allowlistRejected()
    }
    let isNewUser = false
    if (userId) {
      await ctx.store.touchAccount(tx, app.id, account.type, account.identifier, at)
    } else {
      const maxUsers = app.sandbox.maxUsers
      if (maxUsers !== undefined && (await ctx.store.countUsers(tx, app.id)) >= maxUsers) {
        throw errors.maxAccountsReached()
      }
      userId = newUserId()
      isNewUser = true
      await ctx.store.insertUser(tx, { id: userId, appId: app.id, createdAt: at, isGuest: options.isGuest ?? false })
      await ctx.store.insertAccount(tx, { ...account, userId, appId: app.id, at })
    }
    const session = await openSession(ctx, tx, { userId, appId: app.id })
    const user = await ctx.store.getUser(userId, tx)
    if (!user) throw new Error(`User ${userId} vanished inside its own transaction.`)
    return { user, session, isNewUser }
  })
  return authResult(ctx, outcome.user, outcome.session, { isNewUser: outcome.isNewUser })
}

/**
 * Links a proven account to the signed-in user, refusing one held by another
 * user. Answers an auth result with fresh access and identity tokens for the same
 * session and `session_update_action: 'ignore'`, so the client keeps its refresh token.
 */
export async function linkAccount(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  target: { userId: string; familyId: string },
  account: ProvenAccount,
): Promise<WireAuthResult> {
  const at = ctx.now()
  const user = await ctx.store.transaction(async (tx) => {
    const owner = await ctx.store.findAccountOwner(tx, app.id, account.type, account.identifier)
    if (owner && owner !== target.userId) throw errors.linkedToAnotherUser()
    if (owner) {
      await ctx.store.touchAccount(tx, app.id, account.type, account.identifier, at)
    } else {
      const current = await ctx.store.getUser(target.userId, tx)
      if (!current) throw errors.missingToken()
      // An embedded wallet (connector_type 'embedded') does not count against the external wallet limit (issue 9).
      const sameType = current.accounts.filter(
        (existing) =>
          existing.type === account.type &&
          (existing.details as { connector_type?: unknown }).connector_type !== 'embedded',
      ).length
      // one account of each type, except passkeys (5).
      if (sameType >= linkLimitFor(account.type)) throw errors.cannotLinkMoreOfType(account.type)
      await ctx.store.insertAccount(tx, { ...account, userId: target.userId, appId: app.id, at })
      // A guest who links a real account is no longer a guest.
      if (current.isGuest && account.type !== 'guest') await ctx.store.setGuest(tx, target.userId, false)
    }
    return ctx.store.getUser(target.userId, tx)
  })
  if (!user) throw errors.missingToken()
  return authResult(ctx, user, { familyId: target.familyId, refreshToken: null }, { action: 'ignore' })
}
