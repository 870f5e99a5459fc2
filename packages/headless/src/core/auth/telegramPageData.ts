import type { TelegramAuthResult, TelegramWebAppData } from '../api/telegram'
import type { PageUrl } from './consumePrivyToken'

/** The login-URL parameters Telegram adds when it sends the user back to the app. */
export const TELEGRAM_LOGIN_PARAMS = [
  'id',
  'hash',
  'auth_date',
  'first_name',
  'last_name',
  'username',
  'photo_url',
] as const

/** The fields of a Telegram web app's init data. */
export const TELEGRAM_WEB_APP_FIELDS = ['query_id', 'user', 'auth_date', 'hash', 'chat_instance', 'chat_type'] as const

const DIGITS = /^\d+$/
const HEX_HASH = /^[0-9a-f]{64}$/

/**
 * Reads a Telegram login result from the page URL (id, hash, auth_date, first_name,
 * last_name, username, photo_url); null when the page carries none or a malformed one.
 */
export function readTelegramLoginParams(page: PageUrl | null): TelegramAuthResult | null {
  if (!page) return null
  const params = new URL(page.href).searchParams
  const id = params.get('id')
  const hash = params.get('hash')
  const authDate = params.get('auth_date')
  const firstName = params.get('first_name')
  if (!id || !DIGITS.test(id) || !hash || !HEX_HASH.test(hash) || !authDate || !DIGITS.test(authDate)) return null
  if (!firstName) return null
  const result: TelegramAuthResult = { id: Number(id), first_name: firstName, auth_date: Number(authDate), hash }
  for (const key of ['last_name', 'username', 'photo_url'] as const) {
    const value = params.get(key)
    if (value !== null) result[key] = value
  }
  return result
}

/**
 * Reads a Telegram login result from the page URL, as `readTelegramLoginParams`, and
 * removes its parameters: the signed result logs its account in for a day, so left in the
 * address bar a reload, a bookmark or a shared link would log that account in again, anywhere.
 * A URL whose parameters form no login result (a host's own `id`, say) is left as it is.
 */
export function consumeTelegramLoginParams(page: PageUrl | null): TelegramAuthResult | null {
  const result = readTelegramLoginParams(page)
  if (!page || !result) return result
  const url = new URL(page.href)
  for (const name of TELEGRAM_LOGIN_PARAMS) url.searchParams.delete(name)
  page.replace(url.toString())
  return result
}

/**
 * Reads a Telegram web app's init data from the URL fragment: Telegram passes it as
 * `#tgWebAppData=<query_id=...&user=...&auth_date=...&hash=...>`; the fields may also stand in
 * the fragment themselves. Every field is kept as signed (the server checks the hash over all).
 */
export function readTelegramWebAppData(page: PageUrl | null): TelegramWebAppData | null {
  if (!page) return null
  const fragment = new URL(page.href).hash.replace(/^#/, '')
  if (!fragment) return null
  const outer = new URLSearchParams(fragment)
  const inner = outer.get('tgWebAppData')
  const params = inner === null ? outer : new URLSearchParams(inner)
  const data: TelegramWebAppData = {}
  for (const [key, value] of params) {
    if (inner === null && key.startsWith('tgWebApp')) continue
    data[key] = value
  }
  if (!data.user || !data.hash || !HEX_HASH.test(data.hash) || !data.auth_date || !DIGITS.test(data.auth_date)) {
    return null
  }
  return data
}
