import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { WireAuthResult } from '@lobby/headless/core'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import type { Queryable } from '../store/Database.ts'
import type { UserRecord } from '../store/users.ts'
import { toWireAccount, toWireUser } from './toWireUser.ts'

/** Refresh tokens live 30 days, as the refresh-presence cookie does. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** SHA-256 of a secret: the store never keeps refresh tokens, codes or guest credentials in clear. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Opens a session (a new family unless one is given) and returns its fresh refresh token. */
export async function openSession(
  ctx: SandboxContext,
  tx: Queryable,
  input: { userId: string; appId: string; familyId?: string; kind?: 'standard' | 'forked' },
): Promise<{ refreshToken: string; familyId: string }> {
  const refreshToken = randomBytes(32).toString('base64url')
  const familyId = input.familyId ?? randomUUID()
  const at = ctx.now()
  await ctx.store.insertSession(tx, {
    id: randomUUID(),
    familyId,
    userId: input.userId,
    appId: input.appId,
    kind: input.kind ?? 'standard',
    refreshHash: hashSecret(refreshToken),
    createdAt: at,
    expiresAt: at + REFRESH_TOKEN_TTL_MS,
  })
  return { refreshToken, familyId }
}

/** The auth result / token response: user, access and identity tokens, refresh token. */
export async function authResult(
  ctx: SandboxContext,
  user: UserRecord,
  session: { familyId: string; refreshToken: string | null },
  options: { isNewUser?: boolean; action?: 'set' | 'ignore' } = {},
): Promise<WireAuthResult> {
  const [token, identityToken] = await Promise.all([
    ctx.tokens.signAccess({ userId: user.id, appId: user.appId, familyId: session.familyId }),
    ctx.tokens.signIdentity({ userId: user.id, appId: user.appId, linkedAccounts: user.accounts.map(toWireAccount) }),
  ])
  return {
    user: toWireUser(user),
    is_new_user: options.isNewUser ?? false,
    token,
    refresh_token: session.refreshToken,
    identity_token: identityToken,
    session_update_action: options.action ?? 'set',
  }
}
