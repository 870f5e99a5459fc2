import { validateCaptchaSiteKey } from '@lobby/headless/core'
import type { Context } from 'hono'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { verifyCaptchaToken } from '../emulators/captcha.ts'
import { errors } from '../lib/ApiError.ts'
import { isEnabled, readBearer, type SandboxContext } from '../lib/SandboxContext.ts'

/**
 * The sandbox's captcha, checked as siteverify would: only a token the emulated widget issued for
 * this app's site key (A-5.30 't:' + the Turnstile key), unexpired and not used before, passes (a
 * made-up string is what a bot would send; a token solved on another site proves nothing here).
 */
function isCaptchaToken(app: SandboxAppDefinition, token: string | undefined): boolean {
  const siteKey = validateCaptchaSiteKey(app.config.captcha_site_key)
  return siteKey.ok && verifyCaptchaToken(token, Date.now(), siteKey.value).success
}

/**
 * on an app with the captcha on, a login's first call needs a captcha token unless
 * an authenticated user of the app makes it (linking or updating). A guest is not one (A-1.17 names
 * it a role of its own): a guest session costs no captcha, so skipping the captcha for it would let a
 * bot mint a guest and then send codes or start logins as often as it likes. The bearer is read
 * first so a signed-in user's token is not spent for nothing.
 */
export async function requireCaptchaFirst(
  ctx: SandboxContext,
  c: Context,
  app: SandboxAppDefinition,
  token: string | undefined,
): Promise<void> {
  if (!isEnabled(app, 'captcha_enabled')) return
  const claims = await readBearer(ctx, c, app)
  const user = claims ? await ctx.store.getUser(claims.userId) : null
  if (user && user.appId === app.id && !user.isGuest) return
  if (!isCaptchaToken(app, token)) throw errors.invalidCaptcha()
}
