import type { TelegramAuthResult } from '../../../src/core/api/telegram'
import type { TelegramLoginWidget } from '../../../src/core/auth/loginWithTelegram'
import { readTelegramLoginParams } from '../../../src/core/auth/telegramPageData'
import { API_URL, type SandboxHarness } from '../../integration/sandboxHarness'

/** The sandbox's bot (the all-methods app's). */
export const SANDBOX_BOT_ID = '7000000001'

/** Telegram's widget as the sandbox's popup answers it: `answer` gives the result (false: the window was closed). */
export function telegramWidget(answer: () => Promise<TelegramAuthResult | false>) {
  const opened: Array<{ bot_id: string }> = []
  const widget: TelegramLoginWidget = {
    auth(options, callback) {
      opened.push(options)
      void answer().then(callback)
    },
  }
  return { widget, opened }
}

/** Where the sandbox's bot sends `user` back to: a page URL with the signed login parameters. */
export async function telegramLoginUrl(h: SandboxHarness, user: string): Promise<string> {
  const res = await h.sandbox.app.fetch(
    new Request(
      `${API_URL}/_sandbox/telegram/login-url?bot_id=${SANDBOX_BOT_ID}&user=${user}&redirect=http://localhost/app`,
    ),
  )
  return res.headers.get('location') ?? ''
}

/** A result the sandbox's bot signed for `user`, read from its login URL as the popup would post it. */
export async function signedTelegramResult(h: SandboxHarness, user: string): Promise<TelegramAuthResult> {
  const href = await telegramLoginUrl(h, user)
  return readTelegramLoginParams({ href, replace: () => undefined }) as TelegramAuthResult
}
