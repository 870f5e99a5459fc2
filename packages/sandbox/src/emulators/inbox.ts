import { Hono } from 'hono'
import { html } from 'hono/html'
import { passwordlessEmail } from '../api/passwordless.ts'
import { passwordlessSms } from '../api/passwordlessSms.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { InboxMessage } from '../store/codes.ts'
import type { Store } from '../store/createStore.ts'

/** One inbox entry as JSON: who, which code, when (ISO 8601). */
export type InboxEntry = { to: string; code: string; sentAt: string; channel: 'email' | 'sms'; appId: string }

const toEntry = (message: InboxMessage): InboxEntry => ({ ...message, sentAt: new Date(message.sentAt).toISOString() })

/** Addresses are stored normalised, so `?to=` is normalised the same way before the lookup. */
function normaliseRecipient(raw: string): string {
  return passwordlessEmail.normalise(raw) ?? passwordlessSms.normalise(raw) ?? raw.trim()
}

/**
 * The local inbox of email and SMS codes: `GET /_sandbox/inbox?to=<email or phone>` answers
 * `[{ to, code, sentAt }]` newest first; without `to` it is a page that refreshes itself.
 */
export function inboxRoutes(store: Store): Hono {
  const routes = new Hono()
  routes.get('/', refuseFraming, async (c) => {
    const to = c.req.query('to')
    if (to !== undefined) return c.json((await store.listInbox(normaliseRecipient(to))).map(toEntry))
    const messages = (await store.listInbox(undefined, 200)).map(toEntry)
    if (c.req.query('format') === 'json') return c.json(messages)
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta http-equiv="refresh" content="2" />
          <title>Lobby sandbox inbox</title>
          <style>
            body { font: 15px system-ui, sans-serif; margin: 2rem; color: #111; }
            table { border-collapse: collapse; }
            td, th { padding: 0.4rem 1rem; border-bottom: 1px solid #ddd; text-align: left; }
            .code { font: 600 1.2rem ui-monospace, monospace; letter-spacing: 0.15em; }
          </style>
        </head>
        <body>
          <h1>Inbox</h1>
          <p>Codes sent by the sandbox, newest first. This page refreshes every 2 seconds.</p>
          ${
            messages.length === 0
              ? html`<p data-slot="empty">No codes sent yet.</p>`
              : html`<table>
                  <thead><tr><th>To</th><th>Code</th><th>Channel</th><th>Sent</th></tr></thead>
                  <tbody>
                    ${messages.map(
                      (m) => html`<tr data-slot="message">
                        <td>${m.to}</td><td class="code">${m.code}</td><td>${m.channel}</td><td>${m.sentAt}</td>
                      </tr>`,
                    )}
                  </tbody>
                </table>`
          }
        </body>
      </html>`)
  })
  return routes
}
