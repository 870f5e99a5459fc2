import type { MiddlewareHandler } from 'hono'

/**
 * For the pages an emulator shows the user to click in (a consent, an approval, a payment): a page
 * of another site that framed one could lay its own content over a button and steal the user's
 * click (clickjacking), so the browser is told to show them in a window of their own only.
 * `frame-ancestors` for current browsers, `X-Frame-Options` for those that predate it. The
 * policy is appended, so a page that sends its own CSP keeps it. Not for the wallet frame and its
 * views (src/frame): the app's own pages frame those on purpose, under their own frame-ancestors.
 */
export const refuseFraming: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('content-security-policy', "frame-ancestors 'none'", { append: true })
  c.header('x-frame-options', 'DENY')
}
