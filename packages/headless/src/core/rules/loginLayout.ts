import type { CrossAppMethod } from './crossAppMethod'

/** The social providers the login screen can show, in the spec's order. */
export const SOCIAL_PROVIDERS = [
  'apple',
  'discord',
  'github',
  'google',
  'linkedin',
  'spotify',
  'instagram',
  'twitter',
  'tiktok',
] as const

/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** W-9.39 The keys an app may put in its wallet list (appearance.walletList). */
export const WALLET_LIST_KEYS = [
  'coinbase_wallet',
  'coinbase_smart_wallet',
  'metamask',
  'phantom',
  'rainbow',
  'wallet_connect',
  'zerion',
  'brave_wallet',
  'cryptocom',
  'uniswap',
  'okx_wallet',
  'rabby_wallet',
  'safe',
] as const

/** W-9.39 One wallet list key. */
export type WalletListKey = (typeof WALLET_LIST_KEYS)[number]

/**
 * One entry of the app's login methods (A-3.30 loginMethods, loginMethodsAndOrder): a method, a
 * wallet list key, or a cross-app provider app. 'wallet' stands for the whole wallet list at its place.
 */
export type LoginOption =
  | 'email'
  | 'sms'
  | SocialProvider
  | 'farcaster'
  | 'telegram'
  | 'passkey'
  | 'wallet'
  | WalletListKey
  | CrossAppMethod

/** The views of the login screen. */
export type LoginView = 'default' | 'overflow' | 'web2-overflow' | 'web3-overflow'

/** Which group the grouped layout shows first. */
export type LoginGroupPriority = 'web2-first' | 'web3-first'

/** The labels of the overflow buttons, exactly as and in the order the spec lists them. */
export const OVERFLOW_LABELS = [
  'Other socials',
  'Continue with a wallet',
  'Other wallets',
  'Log in with email or socials',
  'Log in with sms or socials',
  'Continue with email or sms',
  'Continue with email',
  'Continue with sms',
  'Log in with a social account',
] as const

/** One overflow button label. */
export type OverflowLabel = (typeof OVERFLOW_LABELS)[number]

/** The button that opens the single list's overflow group. */
export const MORE_OPTIONS_LABEL = 'More options'

/** The mark on the most recently used method. */
export const RECENT_LABEL = 'Recent'

/** The link shown when passkey login is enabled. */
export const PASSKEY_LINK_LABEL = 'I have a passkey'

/** One row of the login list. */
export type LoginLayoutItem =
  /** The shared email/SMS field, with the methods it offers (the user picks one, A-2.39). */
  | { readonly type: 'field'; readonly methods: readonly ('email' | 'sms')[]; readonly isRecent: boolean }
  /** A button for one method or wallet. */
  | { readonly type: 'method'; readonly method: LoginOption; readonly isRecent: boolean }
  /** A button that opens another view: 'More options' or one of the spec's nine labels. */
  | { readonly type: 'view'; readonly view: LoginView; readonly label: OverflowLabel | typeof MORE_OPTIONS_LABEL }

/** What `computeLoginLayout` reads: the app's login settings, the device and the view. */
export type LoginLayoutInput = {
  /** loginMethods: the enabled methods in the app's order; used for the grouped layout. */
  methods?: readonly LoginOption[] | undefined
  /** loginMethodsAndOrder: when set, the single-list layout with these primary and overflow groups. */
  order?: { primary: readonly LoginOption[]; overflow?: readonly LoginOption[] | undefined } | undefined
  /** appearance.walletList: the wallets that 'wallet' stands for. Without it 'wallet' is one button. */
  walletList?: readonly WalletListKey[] | undefined
  /** externalWallets.walletConnect.enabled. @default false */
  walletConnectEnabled?: boolean | undefined
  /** The most recently used method or wallet of this app, if any. */
  recentMethod?: string | null | undefined
  /** True on a mobile device. @default false */
  isMobile?: boolean | undefined
  /** twitter_oauth_on_mobile_enabled / loginConfig.twitterOAuthOnMobileEnabled. @default false */
  twitterOnMobile?: boolean | undefined
  /** appearance.hideDirectWeb2Inputs: the email/SMS field moves behind a button. @default false */
  hideDirectWeb2Inputs?: boolean | undefined
  /** appearance.loginGroupPriority. @default 'web2-first' */
  groupPriority?: LoginGroupPriority | undefined
  /** The view to lay out. @default 'default' */
  view?: LoginView | undefined
}

/** What the login screen renders for one view. */
export type LoginLayout = {
  /** The view laid out: the one asked for, or 'default' when that view has nothing to show. */
  readonly view: LoginView
  /** The rows of the view, in order; `isRecent` rows carry the 'Recent' mark (`RECENT_LABEL`). */
  readonly items: readonly LoginLayoutItem[]
  /** True when the 'I have a passkey' link shows (`PASSKEY_LINK_LABEL`). */
  readonly showPasskeyLink: boolean
}

type Item = Exclude<LoginLayoutItem, { type: 'view' }>
type ViewLabel = Extract<LoginLayoutItem, { type: 'view' }>['label']
// The recent row first, the others in order (Array.prototype.sort is stable).
const recentFirst = (items: readonly Item[]): Item[] => [...items].sort((a, b) => +b.isRecent - +a.isRecent)

/**
 * The label of a button standing for web2 rows, named for what it hides: with socials,
 * 'Log in with email or socials' / 'sms or socials' / 'a social account'; without, 'Continue
 * with email or sms' / 'email' / 'sms'. Indexes follow the spec's order of OVERFLOW_LABELS.
 */
function web2Label(items: readonly Item[]): OverflowLabel {
  const field = items.find((item) => item.type === 'field')
  const email = field?.methods.includes('email')
  const sms = field?.methods.includes('sms')
  const socials = items.some((item) => item.type === 'method')
  return OVERFLOW_LABELS[socials ? (email ? 3 : sms ? 4 : 8) : email ? (sms ? 5 : 6) : 7]
}

/**
 * ..A-2.59 Lays out one view of the login screen. Options keep the app's order;
 * twitter is dropped on mobile unless enabled, WalletConnect unless enabled,
 * passkey becomes the 'I have a passkey' link; email and SMS share one field row
 * which `hideDirectWeb2Inputs` moves behind a button to the web2-overflow view.
 * The recent method is lifted to the top of the default view and marked.
 * With `order` the single list shows all primary rows under 5, 5 when exactly 5 and no overflow,
 * else 4, and the rest behind 'More options' (A-2.34, A-2.51..A-2.53). Without it the methods
 * split into web2 and web3 groups (A-2.54; web3 holds the wallets 'wallet' stands for); the
 * first group shows all rows up to 4, else 3 plus an overflow button, and the other group sits
 * behind one button (A-2.55..A-2.59), the web3 group first when it is the only one. Group views
 * list their whole group; the overflow view lists what the default view left out. A view no
 * button leads to gives the default view. The login message (`truncateLoginMessage`) and the
 * consent footer (`consentFooter`) are separate rules, so this one stays small.
 */
export function computeLoginLayout(input: LoginLayoutInput): LoginLayout {
  const { recentMethod: recent, order } = input
  const seen = new Set<string>()
  const views: Partial<Record<LoginView, readonly LoginLayoutItem[]>> = {}
  let showPasskeyLink = false
  const build = (options: readonly LoginOption[] = []): Item[] => {
    const items: Item[] = []
    let field: { type: 'field'; methods: ('email' | 'sms')[]; isRecent: boolean } | undefined
    for (const option of options) {
      for (const one of (option === 'wallet' && input.walletList) || [option]) {
        if (
          seen.has(one) ||
          (one === 'twitter' && input.isMobile && !input.twitterOnMobile) ||
          (one === 'wallet_connect' && !input.walletConnectEnabled)
        )
          continue
        seen.add(one)
        if (one === 'passkey') showPasskeyLink = true
        else if (one === 'email' || one === 'sms') {
          if (!field) {
            field = { type: 'field', methods: [], isRecent: false }
            items.push(field)
          }
          // inside the shared field too: it opens on the recent one of the two.
          if (one === recent) field.methods.unshift(one)
          else field.methods.push(one)
          field.isRecent ||= one === recent
        } else items.push({ type: 'method', method: one, isRecent: one === recent })
      }
    }
    return items
  }
  // A button to another view; the view lists `items` as they are (the email/SMS field shown).
  const open = (view: LoginView, label: ViewLabel, items: readonly LoginLayoutItem[]) => {
    views[view] = items
    return { type: 'view', view, label } as const
  }
  // with hideDirectWeb2Inputs the field row becomes a button to the web2 rows.
  const direct = (items: readonly Item[], web2?: readonly Item[]): LoginLayoutItem[] =>
    items.map((item) =>
      item.type === 'field' && input.hideDirectWeb2Inputs
        ? open('web2-overflow', web2Label([item]), web2 ?? [item])
        : item,
    )
  let shown: LoginLayoutItem[]
  if (order) {
    const primary = build(order.primary)
    const overflow = build(order.overflow)
    // the recent row leads, taken from the overflow group if it sits there.
    const list = recentFirst([...primary, ...overflow])
    const size = primary.length + +overflow.some((item) => item.isRecent)
    const count = size < 5 || list.length === 5 ? size : 4
    shown = direct(list.slice(0, count))
    if (list.length > count) shown.push(open('overflow', MORE_OPTIONS_LABEL, direct(list.slice(count))))
  } else {
    const all = recentFirst(build(input.methods))
    // The grouped layout's web3 rows: the wallets 'wallet' stands for (or 'wallet' itself).
    const isWeb3 = (item: Item): boolean | undefined =>
      item.type === 'method' && (item.method === 'wallet' || input.walletList?.includes(item.method as WalletListKey))
    const web2 = all.filter((item) => !isWeb3(item))
    const web3 = all.filter(isWeb3)
    const web3First = !!web3.length && (input.groupPriority === 'web3-first' || !web2.length)
    const rest = (group: Item[]): Item[] => group.filter((item) => !item.isRecent)
    const first = rest(web3First ? web3 : web2)
    const second = rest(web3First ? web2 : web3)
    const cut = first.length > 4
    shown = direct([...all.filter((item) => item.isRecent), ...(cut ? first.slice(0, 3) : first)], web2)
    if (cut)
      shown.push(
        web3First ? open('web3-overflow', OVERFLOW_LABELS[2], web3) : open('web2-overflow', OVERFLOW_LABELS[0], web2),
      )
    if (second.length)
      shown.push(
        web3First ? open('web2-overflow', web2Label(second), web2) : open('web3-overflow', OVERFLOW_LABELS[1], web3),
      )
  }
  const view = views[input.view as LoginView] ? (input.view as LoginView) : 'default'
  return {
    view,
    items: views[view] ?? shown,
    showPasskeyLink,
  }
}
