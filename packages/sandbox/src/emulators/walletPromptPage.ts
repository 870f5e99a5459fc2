import { html } from 'hono/html'

type Html = ReturnType<typeof html>

/**
 * The page a sandbox wallet shows the user in its own window (the provider app's transaction
 * page, the smart wallet's popup): the request, then Reject / Approve. Both look alike on
 * purpose, as one sandbox "wallet" would; each brings its own body and script.
 */
export function walletPromptPage(page: { title: string; body: Html; scripts: Html | string }): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} · Lobby sandbox</title>
        <style>
          body { font: 15px system-ui, sans-serif; margin: 1.5rem; color: #111; }
          pre { white-space: pre-wrap; word-break: break-all; background: #f4f4f5; padding: 0.75rem; border-radius: 6px; }
          .actions { display: flex; gap: 0.5rem; }
          button { flex: 1; padding: 0.6rem; font: inherit; cursor: pointer; }
          .muted { color: #555; font-size: 13px; }
          [role='alert'] { color: #b00020; }
        </style>
      </head>
      <body>
        <main>${page.body}</main>
        ${page.scripts}
      </body>
    </html>`
}
