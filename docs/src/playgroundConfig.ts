import { isCrossAppMethod, type LobbyClientConfig, type LoginMethod, type LoginOption } from '@lobby/headless'

/** Every login method a host may enable, in the order the playground lists them first. */
export const ALL_METHODS: readonly LoginMethod[] = [
  'email',
  'sms',
  'google',
  'apple',
  'discord',
  'github',
  'twitter',
  'wallet',
  'passkey',
  'farcaster',
  'telegram',
  'spotify',
  'instagram',
  'tiktok',
  'linkedin',
  'guest',
]

/**
 * What the playground edits: the sandbox app, how the modal is presented, and the host's config.
 * `null` keeps the app's own setting from the server, so an app's terms or captcha stay on until changed.
 */
export type PlaygroundState = {
  slug: string
  presentation: 'dialog' | 'inline'
  /** Enabled methods in their display order; null: the app's. */
  methods: LoginMethod[] | null
  walletFirst: boolean | null
  theme: 'light' | 'dark' | 'system' | null
  accentColor: string | null
  landingHeader: string | null
  requireTerms: boolean | null
  captcha: boolean | null
  /** The provider app whose accounts log in too (its 25-character id); null: no cross-app login. */
  crossApp: string | null
}

/** The playground's starting point: the all-methods app inline, every setting the app's own. */
export const DEFAULT_PLAYGROUND: PlaygroundState = {
  slug: 'all-methods',
  presentation: 'inline',
  methods: null,
  walletFirst: null,
  theme: null,
  accentColor: null,
  landingHeader: null,
  requireTerms: null,
  captcha: null,
  crossApp: null,
}

/** The methods a visitor starts editing from when they take over the app's list. */
export const STARTER_METHODS: LoginMethod[] = ['email', 'sms', 'google', 'apple', 'wallet', 'guest']

const TERMS_URL = 'https://example.com/terms'
const PRIVACY_URL = 'https://example.com/privacy'

/** The `config` a host passes to `LobbyProvider` for this state: only what was changed. */
export function toClientConfig(state: PlaygroundState): LobbyClientConfig {
  const appearance: NonNullable<LobbyClientConfig['appearance']> = {}
  if (state.theme !== null) appearance.palette = { colorScheme: state.theme }
  if (state.accentColor !== null) appearance.accentColor = state.accentColor
  if (state.landingHeader !== null) appearance.landingHeader = state.landingHeader
  if (state.walletFirst !== null) appearance.loginGroupPriority = state.walletFirst ? 'web3-first' : 'web2-first'
  const config: LobbyClientConfig = {}
  if (Object.keys(appearance).length > 0) config.appearance = appearance
  if (state.methods !== null) config.loginMethods = state.methods
  if (state.crossApp !== null)
    config.loginMethodsAndOrder = withCrossApp(state.methods ?? STARTER_METHODS, state.crossApp)
  if (state.requireTerms !== null) {
    config.legal = state.requireTerms
      ? { requireUsersAcceptTerms: true, termsAndConditionsUrl: TERMS_URL, privacyPolicyUrl: PRIVACY_URL }
      : { requireUsersAcceptTerms: false }
  }
  if (state.captcha !== null) config.captchaEnabled = state.captcha
  return config
}

/**
 * loginMethodsAndOrder for a cross-app login: the provider app's button after the
 * first two methods, the rest past the first four behind 'More options'. Guest is no button.
 * The list replaces the app's own, which the playground does not know: the starter methods stand in.
 */
function withCrossApp(
  methods: readonly LoginMethod[],
  providerAppId: string,
): NonNullable<LobbyClientConfig['loginMethodsAndOrder']> {
  const listed = methods.filter((method): method is Exclude<LoginMethod, 'guest'> => method !== 'guest')
  const all: LoginOption[] = [...listed.slice(0, 2), `privy:${providerAppId}`, ...listed.slice(2)]
  return { primary: all.slice(0, 4), overflow: all.slice(4) }
}

/** Moves `method` one place up (-1) or down (+1) in the list, keeping the others in order. */
export function moveMethod(methods: readonly LoginMethod[], method: LoginMethod, by: -1 | 1): LoginMethod[] {
  const next = [...methods]
  const from = next.indexOf(method)
  const to = from + by
  if (from < 0 || to < 0 || to >= next.length) return next
  next.splice(from, 1)
  next.splice(to, 0, method)
  return next
}

/**
 * The playground state a URL asks for: `?app=<slug>&presentation=inline&crossApp=<provider app id>`;
 * anything else keeps the default.
 */
export function playgroundFromSearch(search: string): PlaygroundState {
  const params = new URLSearchParams(search)
  const slug = params.get('app')
  const presentation = params.get('presentation')
  const crossApp = params.get('crossApp')
  return {
    ...DEFAULT_PLAYGROUND,
    ...(slug && /^[a-z0-9-]{1,64}$/.test(slug) ? { slug } : {}),
    ...(presentation === 'inline' || presentation === 'dialog' ? { presentation } : {}),
    ...(crossApp && isCrossAppMethod(`privy:${crossApp}`) ? { crossApp } : {}),
  }
}
