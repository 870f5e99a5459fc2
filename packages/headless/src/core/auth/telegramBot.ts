import type { AppConfig } from '../config/resolveAppConfig'

/**
 * The app's Telegram bot as the SDK uses it (the spec's client-side
 * telegramAuthConfiguration: botId, botName, seamlessAuthEnabled), with the server's link switch.
 */
export type TelegramBot = {
  botId: string
  /** The bot's username: what the user is asked to log in with (the Telegram screen names it). */
  botName: string
  /** False: Telegram may log users in, but not be linked to a logged-in user. */
  linkEnabled: boolean
  /** Inside a Telegram web app, log in without asking. */
  seamlessAuthEnabled: boolean
}

/**
 * The bot of the app configuration: the host's telegramAuthConfiguration, else the
 * server's; null when there is neither (or no config is loaded yet).
 */
export function telegramBotOf(
  config: (Pick<AppConfig, 'server'> & Partial<Pick<AppConfig, 'telegramAuthConfiguration'>>) | null | undefined,
): TelegramBot | null {
  const wire = config?.server.telegram_auth_config
  // A switch the server leaves out is off: linking is offered only when the app turned it on.
  const linkEnabled = wire?.link_enabled === true
  const host = config?.telegramAuthConfiguration
  if (host)
    return { botId: host.botId, botName: host.botName, linkEnabled, seamlessAuthEnabled: host.seamlessAuthEnabled }
  if (!wire) return null
  return {
    botId: wire.bot_id,
    botName: wire.bot_name,
    linkEnabled,
    seamlessAuthEnabled: wire.seamless_auth_enabled === true,
  }
}
