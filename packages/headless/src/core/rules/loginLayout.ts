import { type ConsentFooter, type ConsentFooterInput, consentFooter } from './consent'
import { truncateLoginMessage } from './loginMessage'

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
 * One entry of the app's login methods (A-3.30 loginMethods, loginMethodsAndOrder): a method, or
 * a wallet list key. 'wallet' stands for the whole wallet list at its place.
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

/** The views of the login screen. */
export type LoginView = 'default' | 'overflow' | 'web2-overflow' | 'web3-overflow'

/** Which group the grouped layout shows first. */
export type LoginGroupPriority = 'web2-first' | 'web3-first'

/** The labels of the grouped layout's overflow buttons, exactly as the spec lists them. */
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
  /** appearance.loginMessage, cut to 100 characters. */
  loginMessage?: string | null | undefined
  /** ..A-2.63 The legal settings of the consent footer. */
  legal?: ConsentFooterInput | undefined
}

/** What the login screen renders for one view. */
export type LoginLayout = {
  /** The view laid out: the one asked for, or 'default' when that view has nothing to show. */
  readonly view: LoginView
  /** ..A-2.58 Single list (loginMethodsAndOrder given) or web2/web3 groups. */
  readonly kind: 'single-list' | 'grouped'
  /** The group shown first; null for the single list. */
  readonly groupPriority: LoginGroupPriority | null
  /** The rows of the view, in order; `isRecent` rows carry the 'Recent' mark (`RECENT_LABEL`). */
  readonly items: readonly LoginLayoutItem[]
  /** True outside the default view: the back control returns to default. */
  readonly canGoBack: boolean
  /** True when the 'I have a passkey' link shows (`PASSKEY_LINK_LABEL`). */
  readonly showPasskeyLink: boolean
  /** The login message cut to 100 characters, or null. */
  readonly loginMessage: string | null
  /** ..A-2.63 The consent footer, or null when hidden. */
  readonly consentFooter: ConsentFooter | null
}

type Item = Exclude<LoginLayoutItem, { type: 'view' }>
const isWallet = (option: LoginOption): boolean => option === 'wallet' || WALLET_LIST_KEYS.includes(option as never)
const isWeb3 = (item: Item): boolean => item.type === 'method' && isWallet(item.method)
const matches = (item: Item, option: string | null | undefined): boolean =>
  item.type === 'field' ? item.methods.includes(option as never) : item.method === option

/** The label of a button standing for web2 items, named for what it hides. */
function web2Label(items: readonly Item[]): OverflowLabel {
  const field = items.find((item) => item.type === 'field')
  const email = field?.methods.includes('email')
  const sms = field?.methods.includes('sms')
  if (items.some((item) => item.type === 'method'))
    return email ? 'Log in with email or socials' : sms ? 'Log in with sms or socials' : 'Log in with a social account'
  return email && sms ? 'Continue with email or sms' : email ? 'Continue with email' : 'Continue with sms'
}

/**
 * ..A-2.59 Lays out one view of the login screen. Options keep the app's order;
 * twitter is dropped on mobile unless enabled, WalletConnect unless enabled,
 * passkey becomes the 'I have a passkey' link; email and SMS share one field row
 * which `hideDirectWeb2Inputs` moves behind a button to the web2-overflow view.
 * The recent method is lifted to the top of the default view and marked.
 * With `order` the single list shows all primary rows under 5, 5 when exactly 5 and no overflow,
 * else 4, and the rest behind 'More options' (A-2.34, A-2.51..A-2.53). Without it the methods
 * split into web2 and web3 groups; the first group shows all rows up to 4, else 3 plus
 * an overflow button, and the other group sits behind one button (A-2.55..A-2.59). Group views
 * list their whole group; the overflow view lists what the default view left out.
 */
export function computeLoginLayout(input: LoginLayoutInput): LoginLayout {
  const recent = input.recentMethod
  let showPasskeyLink = false
  const build = (options: readonly LoginOption[] | undefined, seen: Set<string>): Item[] => {
    const items: Item[] = []
    let field: { type: 'field'; methods: ('email' | 'sms')[]; isRecent: boolean } | undefined
    for (const option of options ?? []) {
      const expanded = option === 'wallet' && input.walletList ? input.walletList : [option]
      for (const one of expanded) {
        if (seen.has(one)) continue
        seen.add(one)
        if (one === 'passkey') showPasskeyLink = true
        else if (one === 'twitter' && input.isMobile && !input.twitterOnMobile) continue
        else if (one === 'wallet_connect' && !input.walletConnectEnabled) continue
        else if (one === 'email' || one === 'sms') {
          if (!field) {
            field = { type: 'field', methods: [], isRecent: false }
            items.push(field)
          }
          field.methods.push(one)
          field.isRecent ||= one === recent
        } else items.push({ type: 'method', method: one, isRecent: one === recent })
      }
    }
    return items
  }
  const seen = new Set<string>()
  const views: Partial<Record<LoginView, readonly LoginLayoutItem[]>> = {}
  const direct = (items: readonly Item[]): LoginLayoutItem[] =>
    items.map((item) =>
      item.type === 'field' && input.hideDirectWeb2Inputs
        ? { type: 'view', view: 'web2-overflow', label: web2Label([item]) }
        : item,
    )
  const lift = (items: Item[]): Item[] => {
    const at = items.findIndex((item) => matches(item, recent))
    return at > 0 ? [items[at]!, ...items.slice(0, at), ...items.slice(at + 1)] : items
  }
  let groupPriority: LoginGroupPriority | null = null
  let shown: LoginLayoutItem[]
  if (input.order) {
    const primary = build(input.order.primary, seen)
    const overflow = build(input.order.overflow, seen)
    const fromOverflow = overflow.findIndex((item) => matches(item, recent))
    if (fromOverflow >= 0) primary.unshift(...overflow.splice(fromOverflow, 1))
    const list = lift(primary)
    const count = list.length < 5 || (list.length === 5 && overflow.length === 0) ? list.length : 4
    const rest = [...list.slice(count), ...overflow]
    shown = direct(list.slice(0, count))
    if (rest.length) {
      views.overflow = direct(rest)
      shown.push({ type: 'view', view: 'overflow', label: MORE_OPTIONS_LABEL })
    }
    const field = [...list, ...overflow].find((item) => item.type === 'field')
    if (field && input.hideDirectWeb2Inputs) views['web2-overflow'] = [field]
  } else {
    const all = build(input.methods, seen)
    const web2 = all.filter((item) => !isWeb3(item))
    const web3 = all.filter(isWeb3)
    groupPriority = web2.length === 0 && web3.length > 0 ? 'web3-first' : (input.groupPriority ?? 'web2-first')
    const top = all.find((item) => matches(item, recent))
    const rest = (group: Item[]): Item[] => group.filter((item) => item !== top)
    const [first, second] = groupPriority === 'web2-first' ? [web2, web3] : [web3, web2]
    const firstShown = rest(first)
    const firstView: LoginView = groupPriority === 'web2-first' ? 'web2-overflow' : 'web3-overflow'
    const secondView: LoginView = groupPriority === 'web2-first' ? 'web3-overflow' : 'web2-overflow'
    shown = direct(top ? [top] : [])
    if (firstShown.length > 4) {
      shown.push(...direct(firstShown.slice(0, 3)), {
        type: 'view',
        view: firstView,
        label: groupPriority === 'web2-first' ? 'Other socials' : 'Other wallets',
      })
    } else shown.push(...direct(firstShown))
    const secondShown = rest(second)
    if (secondShown.length)
      shown.push({
        type: 'view',
        view: secondView,
        label: groupPriority === 'web2-first' ? 'Continue with a wallet' : web2Label(secondShown),
      })
    if (web2.length) views['web2-overflow'] = lift(web2)
    if (web3.length) views['web3-overflow'] = lift(web3)
  }
  const asked = input.view ?? 'default'
  const buttons = [shown, ...Object.values(views)].flat()
  const reachable = buttons.some((item) => item.type === 'view' && item.view === asked)
  const view = reachable && views[asked] ? asked : 'default'
  return {
    view,
    kind: input.order ? 'single-list' : 'grouped',
    groupPriority,
    items: view === 'default' ? shown : views[view]!,
    canGoBack: view !== 'default',
    showPasskeyLink,
    loginMessage: truncateLoginMessage(input.loginMessage),
    consentFooter: input.legal ? consentFooter(input.legal) : null,
  }
}
