import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** The Telegram login widget's (or login URL's) result, as Telegram signs it. */
export type TelegramAuthResult = {
  id: number
  first_name: string
  last_name?: string
  username?: string
  photo_url?: string
  auth_date: number
  hash: string
}

/** A Telegram web app's init data: query_id, user (JSON), auth_date, hash, chat_instance, chat_type. */
export type TelegramWebAppData = Record<string, string>

/** What proves the Telegram account: the widget's result or the web app's init data. */
export type TelegramProof = { telegram_auth_result?: TelegramAuthResult; telegram_web_app_data?: TelegramWebAppData }

/** POST telegram/authenticate: logs in with a signed Telegram result. */
export async function authenticateTelegram(
  http: HttpClient,
  body: TelegramProof & { captcha_token?: string },
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'telegram/authenticate', body, schema: WireAuthResult }))
}

/** POST telegram/link: links the Telegram account (answer not shown; the sandbox sends an auth result). */
export async function linkTelegram(http: HttpClient, body: TelegramProof, token: string | null): Promise<void> {
  await http.request({ path: 'telegram/link', body, token, schema: WireAck })
}

/** POST telegram/unlink. */
export async function unlinkTelegram(
  http: HttpClient,
  body: { telegram_user_id: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'telegram/unlink', body, token, schema: WireAck })
}
