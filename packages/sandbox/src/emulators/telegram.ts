import { createHash, createHmac } from 'node:crypto'
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'

/** Test Telegram users the bot emulator offers (A-3.18 fields). */
export const TELEGRAM_TEST_USERS = [
  { id: 100000001, first_name: 'Ada', last_name: 'Lovelace', username: 'ada_tg' },
  { id: 100000002, first_name: 'Grace', last_name: 'Hopper', username: 'grace_tg' },
  { id: 100000003, first_name: 'Alan', last_name: 'Turing', username: 'alan_tg' },
] as const

/** A Telegram user as the bot emulator signs it. */
export type TelegramTestUser = { id: number; first_name: string; last_name: string; username: string }

/** Field values as Telegram signs them: everything but `hash`, as strings. */
export type TelegramFields = Record<string, string | number | null | undefined>

/** Telegram's data-check string: `key=value` lines of every field but hash, sorted by key. */
export function dataCheckString(fields: TelegramFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash' && fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n')
}

/**
 * The login widget's hash (core.telegram.org/widgets/login#checking-authorization):
 * HMAC-SHA256 of the data-check string keyed with SHA256(bot token), in hex.
 */
export function telegramLoginHash(botToken: string, fields: TelegramFields): string {
  const key = createHash('sha256').update(botToken).digest()
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex')
}

/**
 * A Mini App's init-data hash (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * HMAC-SHA256 of the data-check string keyed with HMAC-SHA256("WebAppData", bot token), in hex.
 */
export function telegramWebAppHash(botToken: string, fields: TelegramFields): string {
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest()
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex')
}

/** The app whose Telegram bot has this id, with its bot token (server side only). */
export function appForBot(
  ctx: SandboxContext,
  botId: string,
): { app: SandboxAppDefinition; botToken: string; botName: string } {
  for (const app of ctx.apps.values()) {
    const config = app.config.telegram_auth_config as { bot_id?: unknown; bot_name?: unknown } | undefined
    if (config?.bot_id === botId && app.sandbox.telegramBotToken) {
      return { app, botToken: app.sandbox.telegramBotToken, botName: String(config.bot_name ?? '') }
    }
  }
  throw errors.invalidData(`No sandbox app has the Telegram bot ${botId}.`)
}

/** Telegram's answer when the page is not on the bot's domain (its `/setdomain`). */
export const BOT_DOMAIN_INVALID_MESSAGE = "Bot domain invalid: this page is not one of the app's allowed origins."

/**
 * Telegram hands a signed result only to the bot's own domain; the sandbox's bots have their
 * app's allowed origins. Without this, any site could open the popup or the login URL with its
 * own address and receive a result that logs the test user into the app.
 */
function requireBotDomain(app: SandboxAppDefinition, url: string | undefined): URL {
  const parsed = url && URL.canParse(url) ? new URL(url) : null
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !isAllowedOrigin(app, parsed.origin)) {
    throw errors.invalidData(BOT_DOMAIN_INVALID_MESSAGE)
  }
  return parsed
}

/** A test user's login-widget result, signed by the bot as Telegram would (A-3.18). */
export function signedLoginResult(botToken: string, who: number | TelegramTestUser, authDate: number) {
  const user = typeof who === 'number' ? (TELEGRAM_TEST_USERS[who] ?? TELEGRAM_TEST_USERS[0]) : who
  const fields = { ...user, photo_url: `https://t.me/i/userpic/320/${user.username}.jpg`, auth_date: authDate }
  return { ...fields, hash: telegramLoginHash(botToken, fields) }
}

/** A test user's Mini App init data (A-2.15 fields), signed by the bot as Telegram would. */
export function signedWebAppData(
  botToken: string,
  who: number | TelegramTestUser,
  authDate: number,
): Record<string, string> {
  const user = typeof who === 'number' ? (TELEGRAM_TEST_USERS[who] ?? TELEGRAM_TEST_USERS[0]) : who
  const fields: Record<string, string> = {
    query_id: `AAH${user.id}sandbox`,
    user: JSON.stringify({ ...user, language_code: 'en', allows_write_to_pm: true }),
    auth_date: String(authDate),
    chat_instance: '-4000000000000000001',
    chat_type: 'private',
  }
  return { ...fields, hash: telegramWebAppHash(botToken, fields) }
}

/** A test user by username or id; any other number is a fresh user with that id (tests need many). */
const testUser = (value: string | undefined): TelegramTestUser => {
  const known = TELEGRAM_TEST_USERS.find((user) => user.username === value || String(user.id) === value)
  if (known) return known
  if (value && /^\d{1,15}$/.test(value))
    return { id: Number(value), first_name: 'Test', last_name: 'User', username: `user${value}` }
  return TELEGRAM_TEST_USERS[0]
}

/**
 * The Telegram stand-in: `GET /js/telegram-widget.js` is a widget-compatible script
 * (`Telegram.Login.auth(options, callback)`) served from the API host (A-7.51);
 * `/_sandbox/telegram/auth` is the bot's login popup; `/_sandbox/telegram/login-url` and
 * `/_sandbox/telegram/web-app` send the browser to a page with a signed login URL (A-2.14)
 * or a Mini App fragment (A-2.15).
 */
export function telegramEmulatorRoutes(ctx: SandboxContext): { script: Hono; pages: Hono } {
  const script = new Hono()
  script.get('/telegram-widget.js', (c) => {
    const origin = new URL(c.req.url).origin
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('cache-control', 'no-store')
    return c.body(widgetScript(origin))
  })

  const pages = new Hono()
  const seconds = () => Math.floor(ctx.now() / 1000)

  pages.get('/auth', refuseFraming, (c) => {
    const botId = c.req.query('bot_id') ?? ''
    const origin = c.req.query('origin') ?? ''
    const { app, botToken, botName } = appForBot(ctx, botId)
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw errors.invalidData('origin must be the page origin.')
    requireBotDomain(app, origin)
    const results = TELEGRAM_TEST_USERS.map((_, index) => signedLoginResult(botToken, index, seconds()))
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Log in with Telegram · Lobby sandbox</title>
          <style>
            body { font: 15px system-ui, sans-serif; margin: 1.5rem; color: #111; }
            button { display: block; width: 100%; margin: 0.4rem 0; padding: 0.5rem; font: inherit; }
          </style>
        </head>
        <body>
          <h1>Telegram</h1>
          <p data-testid="telegram-bot">
            <strong>@${botName}</strong> asks to log you in to <strong>${app.name}</strong> with a test Telegram account.
          </p>
          ${results.map(
            (result, index) =>
              html`<button data-index="${index}" data-testid="telegram-${result.username}">
                ${result.first_name} ${result.last_name} (@${result.username})
              </button>`,
          )}
          <button data-cancel data-testid="telegram-cancel">Cancel</button>
          <script>
            const results = ${raw(JSON.stringify(results).replace(/</g, '\\u003c'))};
            const origin = ${raw(JSON.stringify(origin))};
            for (const button of document.querySelectorAll('button')) {
              button.addEventListener('click', () => {
                const result = button.hasAttribute('data-cancel') ? false : results[Number(button.dataset.index)];
                window.opener?.postMessage(JSON.stringify({ event: 'auth_result', result, origin }), origin);
                window.close();
              });
            }
          </script>
        </body>
      </html>`)
  })

  pages.get('/login-url', (c) => {
    const { app, botToken } = appForBot(ctx, c.req.query('bot_id') ?? '')
    const target = requireBotDomain(app, c.req.query('redirect'))
    const result = signedLoginResult(botToken, testUser(c.req.query('user')), seconds())
    for (const [key, value] of Object.entries(result)) target.searchParams.set(key, String(value))
    return c.redirect(target.toString(), 302)
  })

  pages.get('/web-app', (c) => {
    const { app, botToken } = appForBot(ctx, c.req.query('bot_id') ?? '')
    const target = requireBotDomain(app, c.req.query('url'))
    const data = new URLSearchParams(signedWebAppData(botToken, testUser(c.req.query('user')), seconds()))
    target.hash = new URLSearchParams({ tgWebAppData: data.toString(), tgWebAppVersion: '7.0' }).toString()
    return c.redirect(target.toString(), 302)
  })

  return { script, pages }
}

/** The widget script: the part of telegram-widget.js the SDK uses, against the sandbox's popup. */
function widgetScript(apiOrigin: string): string {
  return `(() => {
  const API_ORIGIN = ${JSON.stringify(apiOrigin)};
  const Telegram = (window.Telegram = window.Telegram || {});
  Telegram.Login = {
    auth(options, callback) {
      const query = new URLSearchParams({ bot_id: String(options.bot_id), origin: location.origin, request_access: options.request_access || '' });
      const width = 550, height = 470;
      const left = Math.max(0, screenX + (outerWidth - width) / 2), top = Math.max(0, screenY + (outerHeight - height) / 2);
      const popup = window.open(API_ORIGIN + '/_sandbox/telegram/auth?' + query, 'telegram_oauth_bot' + options.bot_id,
        'width=' + width + ',height=' + height + ',left=' + left + ',top=' + top + ',status=0,location=0,menubar=0,toolbar=0');
      let done = false;
      const finish = (result) => {
        if (done) return;
        done = true;
        window.removeEventListener('message', onMessage);
        clearInterval(timer);
        callback(result);
      };
      const onMessage = (event) => {
        if (event.origin !== API_ORIGIN || event.source !== popup) return;
        let data;
        try { data = JSON.parse(event.data); } catch { return; }
        if (data && data.event === 'auth_result') finish(data.result || false);
      };
      window.addEventListener('message', onMessage);
      const timer = setInterval(() => { if (!popup || popup.closed) setTimeout(() => finish(false), 100); }, 300);
    },
  };
})();
`
}
