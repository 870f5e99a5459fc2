import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { LOOPBACK_ALLOWED_ORIGINS } from '../apps/allowedOrigins.ts'
import { bundleFrameScript, type FrameScript } from './bundleFrameScript.ts'
import { FRAME_CONFIG_ELEMENT_ID } from './frameConfig.ts'

/** What the frame origin needs to know: the sandbox API's base URL and which app ids exist. */
export type FrameAppOptions = {
  /** The sandbox's main base URL, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  /** True for an app id the sandbox serves. */
  hasApp: (appId: string) => boolean
  /**
   * The app's allowed origins (`sandbox.allowedOrigins`), the only pages that may embed its frame
   * pages. @default the loopback pages every app allows when it names none
   */
  allowedOrigins?: (appId: string) => readonly string[] | undefined
}

// A pattern CSP can spell as a source: IPv6 hosts it cannot (those pages never embed the frame).
const CSP_SOURCE = /^https?:\/\/[A-Za-z0-9.-]+(:(\d{1,5}|\*))?$/

/** Who may frame a page of the app: its allowed origins; any other page of this origin, nobody. */
function frameAncestors(patterns: readonly string[] | null): string {
  const sources = (patterns ?? []).filter((pattern) => CSP_SOURCE.test(pattern))
  return sources.length > 0 ? sources.join(' ') : "'none'"
}

const SCRIPT_PATHS: Record<FrameScript, string> = {
  walletFrame: '/_frame/wallet-frame.js',
  exportView: '/_frame/export-view.js',
  passwordView: '/_frame/password-view.js',
}

// JSON inside <script>: '<' is escaped so no value can close the element.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const EXPORT_STYLE = `
  :root { --accent: #4f46e5; --background: #ffffff; color-scheme: light; }
  body { margin: 0; font: 14px system-ui, sans-serif; background: var(--background); color: #111; }
  main { padding: 16px; display: flex; flex-direction: column; gap: 12px; }
  code { display: block; padding: 8px; border: 1px solid #ddd; border-radius: 8px; word-break: break-all; user-select: all; }
  button { align-self: flex-start; padding: 6px 12px; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
  [hidden] { display: none !important; }
`

const PASSWORD_STYLE = `
  :root { --accent: #4f46e5; --background: #ffffff; color-scheme: light; }
  body { margin: 0; font: 14px system-ui, sans-serif; background: var(--background); color: #111; }
  main { padding: 4px; display: flex; flex-direction: column; gap: 12px; }
  h1 { margin: 0; font-size: 18px; text-align: center; }
  h1 + p { margin: 0; color: #555; text-align: center; }
  label { font-weight: 500; }
  form { display: flex; flex-direction: column; gap: 8px; }
  input[type=password] { padding: 8px; border: 1px solid #ccc; border-radius: 8px; font: inherit; }
  code { display: block; padding: 12px; border-radius: 8px; background: #f3f4f6; text-align: center; word-break: break-all; user-select: all; }
  [role=alert]:empty { display: none; }
  [role=alert] { margin: 0; color: #b91c1c; }
  .strength { display: flex; align-items: center; gap: 8px; font-size: 12px; }
  [data-slot=password-strength] { flex: 1; height: 6px; border-radius: 3px; background: #e5e7eb; overflow: hidden; }
  [data-slot=password-strength] > span { display: block; height: 100%; background: var(--accent); }
  .row, .actions { display: grid; gap: 8px; }
  .row { grid-template-columns: 1fr 1fr; }
  .check { display: flex; align-items: center; gap: 8px; }
  button { padding: 8px 12px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; font: inherit; cursor: pointer; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  button[data-variant=secondary] { background: #e5e7eb; color: #111; }
  button[data-variant=link] { align-self: flex-start; background: none; color: var(--accent); padding: 0; }
`

/**
 * The wallet frame's origin (W-7.05, W-7.07): the hidden frame page, the key export page, the
 * recovery password page (issue 15: the password is typed on this origin only) and their
 * scripts (the wallet frame's bundled at once, the others on first request). Its Content-Security-Policy lets scripts come from this origin
 * only, calls go to the sandbox API only, and only the app's allowed pages embed it.
 */
export function createFrameApp(options: FrameAppOptions): Hono {
  const app = new Hono()
  const apiOrigin = new URL(options.apiUrl).origin
  const allowedOrigins = (appId: string) => options.allowedOrigins?.(appId) ?? LOOPBACK_ALLOWED_ORIGINS
  // Every embedded-wallet page loads this script first: its bundle is made (or read from the disk
  // cache) while the test or the developer is still opening the page. A failure shows on that request.
  bundleFrameScript('walletFrame').catch(() => undefined)

  app.use('*', async (c, next) => {
    await next()
    const appId = /^\/apps\/([^/]+)\/embedded-wallets(\/|$)/.exec(c.req.path)?.[1]
    const ancestors = frameAncestors(appId && options.hasApp(appId) ? allowedOrigins(appId) : null)
    c.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; connect-src ${apiOrigin}; style-src 'unsafe-inline'; frame-ancestors ${ancestors}`,
    )
    c.header('x-content-type-options', 'nosniff')
    c.header('cache-control', 'no-store')
  })

  const page = (title: string, script: FrameScript, appId: string, body: ReturnType<typeof html>, style = '') =>
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>${title}</title>
          <style>
            ${raw(style)}
          </style>
          <script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">
            ${raw(jsonForScript({ apiUrl: options.apiUrl, appId, allowedOrigins: allowedOrigins(appId) }))}
          </script>
          <script src="${SCRIPT_PATHS[script]}" defer></script>
        </head>
        <body>
          ${body}
        </body>
      </html>`

  app.get('/apps/:appId/embedded-wallets', (c) => {
    const appId = c.req.param('appId')
    if (!options.hasApp(appId)) return c.text(`No app ${appId} in this sandbox.`, 404)
    return c.html(page('Lobby wallet', 'walletFrame', appId, html``))
  })

  app.get('/apps/:appId/embedded-wallets/export', (c) => {
    const appId = c.req.param('appId')
    if (!options.hasApp(appId)) return c.text(`No app ${appId} in this sandbox.`, 404)
    return c.html(
      page(
        'Export wallet',
        'exportView',
        appId,
        html`<main data-slot="export-view">
          <p data-slot="export-status" role="status">Waiting for the app…</p>
          <div data-slot="private-key-row" hidden>
            <p>Private key</p>
            <code data-slot="private-key"></code>
            <button type="button" data-copy="private-key">Copy key</button>
          </div>
          <div data-slot="recovery-phrase-row" hidden>
            <p>Recovery phrase</p>
            <code data-slot="recovery-phrase"></code>
            <button type="button" data-copy="recovery-phrase">Copy phrase</button>
          </div>
        </main>`,
        EXPORT_STYLE,
      ),
    )
  })

  app.get('/apps/:appId/embedded-wallets/password', (c) => {
    const appId = c.req.param('appId')
    if (!options.hasApp(appId)) return c.text(`No app ${appId} in this sandbox.`, 404)
    return c.html(
      page(
        'Recovery password',
        'passwordView',
        appId,
        html`<main data-slot="password-view"><p role="status">Loading…</p></main>`,
        PASSWORD_STYLE,
      ),
    )
  })

  for (const [script, path] of Object.entries(SCRIPT_PATHS) as Array<[FrameScript, string]>) {
    app.get(path, async (c) => {
      try {
        const code = await bundleFrameScript(script)
        return c.body(code, 200, { 'content-type': 'text/javascript; charset=utf-8' })
      } catch (error) {
        console.error(error)
        return c.text(`The ${script} script failed to build: see the sandbox's console.`, 500)
      }
    })
  }

  app.get('/_sandbox/health', (c) => c.json({ ok: true, role: 'wallet-frame', apiUrl: options.apiUrl }))
  app.notFound((c) => c.text(`Nothing at ${c.req.path} on the wallet frame's origin.`, 404))
  return app
}
