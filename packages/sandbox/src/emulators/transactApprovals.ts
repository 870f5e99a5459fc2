import { createHash, randomBytes } from 'node:crypto'

/** How long the provider's page may wait for the user's click: the requester gives up after 2 minutes (W-8.58). */
export const TRANSACT_APPROVAL_TTL_MS = 2 * 60_000

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * One-time approvals of the provider app's signature page: the page gets one when it shows a
 * request to the user, and the sign call spends it. Bound to the token and the exact request
 * text, so an approval signs that request once and nothing else. Kept in memory: an approval
 * outlives no restart, as the page that holds it would have to be opened again anyway.
 */
export function createTransactApprovals(now: () => number) {
  const pending = new Map<string, { binding: string; expiresAt: number }>()
  const forgetExpired = () => {
    for (const [key, approval] of pending) if (approval.expiresAt < now()) pending.delete(key)
  }
  return {
    issue(token: string, request: string): string {
      forgetExpired()
      const approval = randomBytes(32).toString('base64url')
      pending.set(sha256(approval), {
        binding: sha256(`${token}\n${request}`),
        expiresAt: now() + TRANSACT_APPROVAL_TTL_MS,
      })
      return approval
    },
    /** True once for an unexpired approval issued for this token and request; it is gone afterwards. */
    spend(approval: string, token: string, request: string): boolean {
      const key = sha256(approval)
      const found = pending.get(key)
      if (!found) return false
      pending.delete(key)
      return found.expiresAt >= now() && found.binding === sha256(`${token}\n${request}`)
    },
  }
}
