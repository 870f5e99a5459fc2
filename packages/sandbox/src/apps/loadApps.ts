import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { AllowedOriginPattern } from './allowedOrigins.ts'
import { findUnsafeConfigUrl } from './configUrls.ts'

/** Server-side settings of a sandbox app; never sent on the wire. */
export const SandboxAppSettings = z.strictObject({
  /** Emails and phone numbers allowed to log in (A-8.08 allowlist_rejected otherwise). */
  allowlist: z.array(z.string()).optional(),
  /** New users refused beyond this count (A-8.21 max_accounts_reached). */
  maxUsers: z.number().int().positive().optional(),
  /** SMS only to these calling codes (A-8.14 not_supported otherwise). */
  smsAllowedCallingCodes: z.array(z.string().regex(/^\+\d{1,4}$/)).optional(),
  /** HS256 secret that host-signed custom JWTs must carry; custom auth is off without it. */
  customAuthSecret: z.string().min(32).optional(),
  /** The bot token of `telegram_auth_config.bot_id`: Telegram hashes are HMACs keyed with it. */
  telegramBotToken: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/)
    .optional(),
  /**
   * The app's pages (apps/allowedOrigins.ts): SIWE domains and uris, OAuth `redirect_to` and
   * cross-app callbacks must be one of them. Default: loopback on any port.
   */
  allowedOrigins: z.array(AllowedOriginPattern).min(1).optional(),
  /** W-7.30 The provider apps this app may request signatures from (api/crossAppConnections.ts). */
  crossAppConnections: z
    .array(z.strictObject({ providerAppId: z.string().length(25), readOnly: z.boolean().default(false) }))
    .optional(),
})
/** Server-side settings of a sandbox app. */
export type SandboxAppSettings = z.infer<typeof SandboxAppSettings>

/** One app as written in the config file. */
export const SandboxAppDefinition = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  id: z.string().length(25, 'App ids are exactly 25 characters (A-5.29).'),
  name: z.string().min(1),
  config: z.record(z.string(), z.unknown()),
  sandbox: SandboxAppSettings.default({}),
})
/** One app as written in the config file. */
export type SandboxAppDefinition = z.infer<typeof SandboxAppDefinition>

const AppsFile = z.object({ apps: z.array(SandboxAppDefinition).min(1) })

/** The config file shipped with the sandbox (all-methods, wallets-only, terms-required ...). */
// Not `new URL('./apps.json', import.meta.url)`: Vite rewrites that pattern into a dev-server
// URL when the sandbox is imported from a happy-dom test (the headless client tests).
export const DEFAULT_APPS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'apps.json')

/** Reads and checks an apps config file; a bad file names its path and the first problem. */
export function loadApps(path: string = DEFAULT_APPS_FILE): SandboxAppDefinition[] {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the apps file ${path}: ${(error as Error).message}`)
  }
  const parsed = AppsFile.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`The apps file ${path} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`)
  }
  const ids = new Set<string>()
  for (const app of parsed.data.apps) {
    if (ids.has(app.id)) throw new Error(`The apps file ${path} lists the app id ${app.id} twice.`)
    ids.add(app.id)
    const unsafe = findUnsafeConfigUrl(app.config)
    if (unsafe)
      throw new Error(
        `The apps file ${path} is invalid at apps.${app.slug}.config.${unsafe}: only http and https URLs are allowed.`,
      )
  }
  return parsed.data.apps
}
