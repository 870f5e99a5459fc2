/**
 * The wire shapes of `/api/v1`: snake_case bodies exactly as the server sends them.
 * One definition serves the SDK (which parses every answer with these schemas) and the
 * sandbox (which answers in these shapes), so the two cannot drift apart.
 * Unknown fields are kept (`looseObject`): a newer server may add fields.
 */
import * as z from 'zod/mini'
import { toHttpUrl } from '../rules/httpUrl'

/** Linked account types of, plus 'sms' and 'siwe' that responses may carry. */
export const LINKED_ACCOUNT_TYPES = [
  'wallet',
  'email',
  'phone',
  'apple_oauth',
  'discord_oauth',
  'github_oauth',
  'google_oauth',
  'instagram_oauth',
  'linkedin_oauth',
  'spotify_oauth',
  'tiktok_oauth',
  'twitter_oauth',
  'cross_app',
  'custom_auth',
  'farcaster',
  'passkey',
  'telegram',
  'guest',
  'sms',
  'siwe',
] as const

/** A linked account type as it appears on the wire. */
export type WireLinkedAccountType = (typeof LINKED_ACCOUNT_TYPES)[number]

const timestamp = z.number() // seconds since the epoch
const optionalString = z.optional(z.nullable(z.string()))
/** A URL of the app's config the modal links to or shows: any other scheme than http(s) is read as null. */
const optionalHttpUrl = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((value) => (value === null ? null : toHttpUrl(value))),
  ),
)

/** One linked account (A-3.05, A-3.10, A-3.11, W-3.01): common fields plus those of its type. */
export const WireLinkedAccount = z.looseObject({
  type: z.enum(LINKED_ACCOUNT_TYPES),
  verified_at: timestamp,
  first_verified_at: z.optional(z.nullable(timestamp)),
  latest_verified_at: z.optional(z.nullable(timestamp)),
  // email, wallet, siwe
  address: optionalString,
  // phone, sms
  phone_number: optionalString,
  // oauth, cross_app
  subject: optionalString,
  email: optionalString,
  name: optionalString,
  username: optionalString,
  // wallet (W-3.01)
  chain_type: z.optional(z.enum(['ethereum', 'solana'])),
  chain_id: optionalString,
  wallet_client_type: optionalString,
  connector_type: optionalString,
  imported: z.optional(z.boolean()),
  recovery_method: optionalString,
  wallet_index: z.optional(z.nullable(z.number())),
  // passkey
  credential_id: optionalString,
  authenticator_name: optionalString,
  enrolled_in_mfa: z.optional(z.boolean()),
  created_with_browser: optionalString,
  created_with_os: optionalString,
  // farcaster
  fid: z.optional(z.nullable(z.number())),
  owner_address: optionalString,
  signer_public_key: optionalString,
  // telegram
  telegram_user_id: optionalString,
  first_name: optionalString,
  last_name: optionalString,
  photo_url: optionalString,
  // cross_app
  provider_app_id: optionalString,
  embedded_wallets: z.optional(z.array(z.looseObject({ address: z.string() }))),
  // custom_auth
  custom_user_id: optionalString,
})
/** A linked account as the server sends it. */
export type WireLinkedAccount = z.infer<typeof WireLinkedAccount>

/** An MFA method enrolled by the user. */
export const WireMfaMethod = z.looseObject({
  type: z.enum(['sms', 'totp', 'passkey']),
  verified_at: timestamp,
})

/** The user as the server sends it. */
export const WireUser = z.looseObject({
  id: z.string(),
  created_at: timestamp,
  linked_accounts: z.array(WireLinkedAccount),
  mfa_methods: z.array(WireMfaMethod),
  has_accepted_terms: z.boolean(),
  is_guest: z.boolean(),
})
/** The user as the server sends it. */
export type WireUser = z.infer<typeof WireUser>

/** session_update_action values. */
export const SESSION_UPDATE_ACTIONS = ['set', 'clear', 'ignore'] as const

/** oauth_tokens of an auth result. */
export const WireOAuthTokens = z.looseObject({
  provider: z.string(),
  access_token: z.string(),
  access_token_expires_in_seconds: z.optional(z.nullable(z.number())),
  refresh_token: optionalString,
  refresh_token_expires_in_seconds: z.optional(z.nullable(z.number())),
  scopes: z.optional(z.nullable(z.array(z.string()))),
})

/** Auth result / token response: every authenticate call and the session refresh answer this. */
export const WireAuthResult = z.looseObject({
  user: WireUser,
  is_new_user: z.optional(z.boolean()),
  token: z.nullable(z.string()),
  refresh_token: z.nullable(z.string()),
  identity_token: z.optional(z.nullable(z.string())),
  session_update_action: z.optional(z.enum(SESSION_UPDATE_ACTIONS)),
  oauth_tokens: z.optional(z.nullable(WireOAuthTokens)),
})
/** Auth result / token response as the server sends it. */
export type WireAuthResult = z.infer<typeof WireAuthResult>

/** Answer of sessions/fork. */
export const WireForkResult = z.looseObject({
  refresh_token: z.string(),
  token: z.string(),
  new_session_refresh_token: z.string(),
})

const flag = z.optional(z.boolean())

/** The server's app configuration (A-3.22 to, W-3.15, W-3.18), from GET apps/{appId}. */
export const WireAppConfig = z.looseObject({
  id: z.string(),
  name: z.string(),
  verification_key: optionalString,
  logo_url: optionalHttpUrl,
  accent_color: optionalString,
  show_wallet_login_first: flag,
  allowlist_config: z.optional(
    z.nullable(
      z.looseObject({
        error_title: optionalString,
        error_detail: optionalString,
        cta_text: optionalString,
        cta_link: optionalHttpUrl,
      }),
    ),
  ),
  wallet_auth: flag,
  email_auth: flag,
  sms_auth: flag,
  google_oauth: flag,
  twitter_oauth: flag,
  discord_oauth: flag,
  github_oauth: flag,
  spotify_oauth: flag,
  instagram_oauth: flag,
  tiktok_oauth: flag,
  linkedin_oauth: flag,
  apple_oauth: flag,
  farcaster_auth: flag,
  passkey_auth: flag,
  telegram_auth: flag,
  guest_auth: flag,
  terms_and_conditions_url: optionalHttpUrl,
  privacy_policy_url: optionalHttpUrl,
  require_users_accept_terms: flag,
  custom_api_url: optionalString,
  wallet_connect_cloud_project_id: optionalString,
  fiat_on_ramp_enabled: flag,
  captcha_enabled: flag,
  captcha_site_key: optionalString,
  twitter_oauth_on_mobile_enabled: flag,
  created_at: z.optional(timestamp),
  updated_at: z.optional(timestamp),
  mfa_methods: z.optional(z.array(z.enum(['sms', 'totp', 'passkey']))),
  enforce_wallet_uis: flag,
  legacy_wallet_ui_config: flag,
  embedded_wallet_config: z.optional(
    z.looseObject({
      create_on_login: z.optional(z.enum(['off', 'users-without-wallets'])),
      user_owned_recovery_options: z.optional(z.array(z.string())),
      require_user_owned_recovery_on_create: flag,
    }),
  ),
  telegram_auth_config: z.optional(
    z.nullable(
      z.looseObject({
        bot_id: z.string(),
        bot_name: z.string(),
        link_enabled: flag,
        seamless_auth_enabled: flag,
      }),
    ),
  ),
  funding_config: z.optional(
    z.nullable(
      z.looseObject({
        methods: z.array(z.string()),
        default_recommended_amount: z.string(),
        default_recommended_currency: z.looseObject({ chain: z.string(), asset: optionalString }),
        prompt_funding_on_wallet_creation: flag,
      }),
    ),
  ),
})
/** The server's app configuration as sent. */
export type WireAppConfig = z.infer<typeof WireAppConfig>

/** The answer of calls whose answer the spec does not show (A-7.15, A-7.17, ...): any JSON object. */
export const WireAck = z.looseObject({})

/** The answer of GET users/me: `{ user }` (getAuthenticatedUser, A-7.50). */
export const WireUserAnswer = z.looseObject({ user: WireUser })
