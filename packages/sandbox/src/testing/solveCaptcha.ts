/** The sandbox app's captcha site key, without Lobby's `t:` prefix (what the widget is given). */
export const SANDBOX_CAPTCHA_SITE_KEY = 'lobby-sandbox-captcha'

/** A sandbox reached in-process (`sandbox.app`) or over HTTP (its origin). */
export type CaptchaTarget = string | { fetch(request: Request): Response | Promise<Response> }

/**
 * Passes the sandbox's captcha challenge as its widget does for a user, and returns the token
 * to send as `token` / `captcha_token`. The API takes only tokens the widget issued, each once.
 */
export async function solveCaptcha(
  target: CaptchaTarget,
  options: { siteKey?: string; hostname?: string } = {},
): Promise<string> {
  const origin = typeof target === 'string' ? target.replace(/\/+$/, '') : 'http://localhost'
  const request = new Request(`${origin}/turnstile/v0/solve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sitekey: options.siteKey ?? SANDBOX_CAPTCHA_SITE_KEY,
      hostname: options.hostname ?? 'localhost',
    }),
  })
  const response = await (typeof target === 'string' ? fetch(request) : target.fetch(request))
  const body = (await response.json()) as { success?: boolean; token?: string; error?: string }
  if (!body.success || typeof body.token !== 'string') {
    throw new Error(`The sandbox captcha was not solved: ${body.error ?? `HTTP ${response.status}`}`)
  }
  return body.token
}
