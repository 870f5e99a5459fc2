import { DEFAULT_USER_OWNED_RECOVERY_OPTIONS, type WireAppConfig } from '@lobby/headless/core'
import { Hono } from 'hono'
import { withSafeConfigUrls } from '../apps/configUrls.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'

/** When the seeded apps were made, as the config's created_at / updated_at say (seconds). */
export const SEEDED_APPS_AT = 1_767_225_600

/**
 * What a real server answers for a field the app's file leaves out: every field of the contract
 * is on the wire, so a client sees the same shape from every app.
 */
const CONTRACT_DEFAULTS = {
  logo_url: null,
  accent_color: null,
  show_wallet_login_first: false,
  // a method the app leaves off is answered false, not left out.
  wallet_auth: false,
  email_auth: false,
  sms_auth: false,
  google_oauth: false,
  twitter_oauth: false,
  discord_oauth: false,
  github_oauth: false,
  spotify_oauth: false,
  instagram_oauth: false,
  tiktok_oauth: false,
  linkedin_oauth: false,
  apple_oauth: false,
  farcaster_auth: false,
  passkey_auth: false,
  telegram_auth: false,
  guest_auth: false,
  allowlist_config: null,
  terms_and_conditions_url: null,
  privacy_policy_url: null,
  require_users_accept_terms: false,
  custom_api_url: null,
  wallet_connect_cloud_project_id: null,
  fiat_on_ramp_enabled: false,
  captcha_enabled: false,
  captcha_site_key: null,
  twitter_oauth_on_mobile_enabled: false,
  created_at: SEEDED_APPS_AT,
  updated_at: SEEDED_APPS_AT,
  mfa_methods: [],
  enforce_wallet_uis: false,
  legacy_wallet_ui_config: false,
  telegram_auth_config: null,
  funding_config: null,
} satisfies Partial<WireAppConfig>

const EMBEDDED_WALLET_DEFAULTS = {
  create_on_login: 'off',
  user_owned_recovery_options: [...DEFAULT_USER_OWNED_RECOVERY_OPTIONS],
  require_user_owned_recovery_on_create: false,
} satisfies WireAppConfig['embedded_wallet_config']

/** An app's server configuration on the wire: the contract's defaults, the file's fields, id, name and the token key. */
export function toWireAppConfig(app: SandboxAppDefinition, verificationKey: string): WireAppConfig {
  const config = withSafeConfigUrls(app.config) as Partial<WireAppConfig>
  return {
    ...CONTRACT_DEFAULTS,
    ...config,
    embedded_wallet_config: { ...EMBEDDED_WALLET_DEFAULTS, ...config.embedded_wallet_config },
    id: app.id,
    name: app.name,
    verification_key: verificationKey,
  }
}

/** GET /apps/{appId} (A-7.46; a bearer is optional and not needed) and its JWKS. */
export function appRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const find = (appId: string) => {
    const app = ctx.apps.get(appId)
    if (!app) throw errors.unknownApp(appId)
    return app
  }
  routes.get('/:appId', (c) => c.json(toWireAppConfig(find(c.req.param('appId')), ctx.tokens.verificationKey)))
  routes.get('/:appId/jwks.json', (c) => {
    find(c.req.param('appId'))
    return c.json(ctx.tokens.jwks)
  })
  return routes
}
