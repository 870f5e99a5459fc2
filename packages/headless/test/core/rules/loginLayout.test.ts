import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOAuthProvider } from '../../../src/core/auth/loginWithOAuth'
import {
  computeLoginLayout,
  type LoginLayout,
  type LoginLayoutInput,
  type LoginLayoutItem,
  type LoginOption,
  OVERFLOW_LABELS,
  WALLET_LIST_KEYS,
} from '../../../src/core/rules/loginLayout'

/** The rows of a layout as short names: 'email|sms' for the shared field, '>label' for view buttons, '*' marks Recent. */
const rows = (layout: LoginLayout): string[] =>
  layout.items.map((item) =>
    item.type === 'view'
      ? `>${item.label}`
      : `${item.type === 'field' ? item.methods.join('|') : item.method}${item.isRecent ? '*' : ''}`,
  )
const view = (input: LoginLayoutInput, v: LoginLayoutInput['view']) => computeLoginLayout({ ...input, view: v })
const list = (primary: LoginOption[], overflow: LoginOption[] = []): LoginLayoutInput => ({
  order: { primary, overflow },
})

describe('computeLoginLayout: single list', () => {
  it('A-2.33 A-2.51 under 5 primary methods, all show in the configured order', () => {
    expect(rows(computeLoginLayout(list(['github', 'email', 'google'])))).toEqual(['github', 'email', 'google'])
  })

  it("A-2.34 A-2.51 overflow methods sit behind 'More options' in the overflow view", () => {
    const input = list(['email', 'google'], ['apple', 'discord'])
    expect(rows(computeLoginLayout(input))).toEqual(['email', 'google', '>More options'])
    expect(rows(view(input, 'overflow'))).toEqual(['apple', 'discord'])
  })

  it('A-2.52 exactly 5 primary methods and no overflow show all 5', () => {
    const input = list(['email', 'google', 'apple', 'github', 'discord'])
    expect(rows(computeLoginLayout(input))).toEqual(['email', 'google', 'apple', 'github', 'discord'])
  })

  it("A-2.53 otherwise 4 primary methods show, the rest behind 'More options'", () => {
    const withOverflow = list(['email', 'google', 'apple', 'github', 'discord'], ['spotify'])
    expect(rows(computeLoginLayout(withOverflow))).toEqual(['email', 'google', 'apple', 'github', '>More options'])
    expect(rows(view(withOverflow, 'overflow'))).toEqual(['discord', 'spotify'])
    const six = list(['email', 'google', 'apple', 'github', 'discord', 'tiktok'])
    expect(rows(computeLoginLayout(six))).toEqual(['email', 'google', 'apple', 'github', '>More options'])
    expect(rows(view(six, 'overflow'))).toEqual(['discord', 'tiktok'])
  })

  it("A-2.36 A-2.37 the recent method is listed first and marked 'Recent', even from the overflow group", () => {
    const input = { ...list(['email', 'google', 'apple'], ['github']), recentMethod: 'github' }
    expect(rows(computeLoginLayout(input))).toEqual(['github*', 'email', 'google', 'apple'])
    const inPrimary = { ...list(['email', 'google', 'apple']), recentMethod: 'apple' }
    expect(rows(computeLoginLayout(inPrimary))).toEqual(['apple*', 'email', 'google'])
    const sms = { ...list(['google', 'email', 'sms']), recentMethod: 'sms' }
    expect(rows(computeLoginLayout(sms))).toEqual(['sms|email*', 'google'])
  })

  it('A-2.36 A-2.39 the shared field opens on the recent one of email and SMS, else in the app order', () => {
    const field = (recentMethod: string | null) => {
      const { items } = computeLoginLayout({ ...list(['email', 'sms', 'google']), recentMethod })
      const row = items.find((item) => item.type === 'field')
      return row?.type === 'field' ? row.methods : null
    }
    expect(field('sms')).toEqual(['sms', 'email'])
    expect(field('email')).toEqual(['email', 'sms'])
    expect(field('google')).toEqual(['email', 'sms'])
    expect(field(null)).toEqual(['email', 'sms'])
  })

  it('A-2.38 email and SMS share one field row', () => {
    expect(rows(computeLoginLayout(list(['sms', 'google', 'email'])))).toEqual(['sms|email', 'google'])
  })
})

describe('computeLoginLayout: grouped', () => {
  const socials: LoginOption[] = ['google', 'apple', 'github', 'discord', 'twitter']
  const wallets = { walletList: ['metamask', 'coinbase_wallet', 'rainbow', 'zerion', 'phantom'] as const }

  it("A-2.54 A-2.55 web2-first shows email, SMS and socials, with wallets behind 'Continue with a wallet'", () => {
    const input: LoginLayoutInput = { methods: ['email', 'google', 'wallet'], ...wallets }
    expect(rows(computeLoginLayout(input))).toEqual(['email', 'google', '>Continue with a wallet'])
    expect(rows(view(input, 'web3-overflow'))).toEqual(['metamask', 'coinbase_wallet', 'rainbow', 'zerion', 'phantom'])
  })

  it('A-2.55 web3-first shows the wallets, with web2 methods behind one button', () => {
    const input: LoginLayoutInput = {
      methods: ['email', 'google', 'wallet'],
      walletList: ['metamask', 'rainbow'],
      groupPriority: 'web3-first',
    }
    expect(rows(computeLoginLayout(input))).toEqual(['metamask', 'rainbow', '>Log in with email or socials'])
    expect(rows(view(input, 'web2-overflow'))).toEqual(['email', 'google'])
  })

  it('A-2.56 with only wallets the layout is web3-first', () => {
    const input: LoginLayoutInput = { methods: ['wallet'], ...wallets, groupPriority: 'web2-first' }
    expect(rows(computeLoginLayout(input))).toEqual(['metamask', 'coinbase_wallet', 'rainbow', '>Other wallets'])
  })

  it("A-2.57 web2-first with more than 4 web2 options shows 3 plus 'Other socials'", () => {
    const input: LoginLayoutInput = { methods: ['email', ...socials] }
    expect(rows(computeLoginLayout(input))).toEqual(['email', 'google', 'apple', '>Other socials'])
    expect(rows(view(input, 'web2-overflow'))).toEqual(['email', ...socials])
    expect(rows(computeLoginLayout({ methods: ['email', 'google', 'apple', 'github'] }))).toHaveLength(4)
  })

  it("A-2.58 web3-first with more than 4 wallets shows 3 plus 'Other wallets'", () => {
    const input: LoginLayoutInput = { methods: ['wallet'], ...wallets, groupPriority: 'web3-first' }
    expect(rows(computeLoginLayout(input))).toEqual(['metamask', 'coinbase_wallet', 'rainbow', '>Other wallets'])
    expect(rows(view(input, 'web3-overflow'))).toHaveLength(5)
    const four: LoginLayoutInput = { ...input, walletList: ['metamask', 'coinbase_wallet', 'rainbow', 'zerion'] }
    expect(rows(computeLoginLayout(four))).toEqual(['metamask', 'coinbase_wallet', 'rainbow', 'zerion'])
  })

  it("A-2.59 the web2 button's label names what it hides, always one of the spec's nine", () => {
    const label = (methods: LoginOption[]) =>
      rows(
        computeLoginLayout({ methods: [...methods, 'wallet'], walletList: ['metamask'], groupPriority: 'web3-first' }),
      ).at(-1)
    expect(label(['email', 'google'])).toBe('>Log in with email or socials')
    expect(label(['sms', 'google'])).toBe('>Log in with sms or socials')
    expect(label(['email', 'sms'])).toBe('>Continue with email or sms')
    expect(label(['email'])).toBe('>Continue with email')
    expect(label(['sms'])).toBe('>Continue with sms')
    expect(label(['google', 'farcaster'])).toBe('>Log in with a social account')
    expect(OVERFLOW_LABELS).toHaveLength(9)
  })

  it('A-2.41 hideDirectWeb2Inputs moves the email/SMS field behind a button to the web2-overflow view', () => {
    const input: LoginLayoutInput = { methods: ['email', 'sms', 'google'], hideDirectWeb2Inputs: true }
    expect(rows(computeLoginLayout(input))).toEqual(['>Continue with email or sms', 'google'])
    expect(rows(view(input, 'web2-overflow'))).toEqual(['email|sms', 'google'])
    const single = { ...list(['email', 'google']), hideDirectWeb2Inputs: true }
    expect(rows(computeLoginLayout(single))).toEqual(['>Continue with email', 'google'])
    expect(rows(view(single, 'web2-overflow'))).toEqual(['email'])
  })

  it('A-2.36 A-2.37 in the grouped layout the recent method tops the default view, even a hidden wallet', () => {
    const input: LoginLayoutInput = { methods: ['email', 'google', 'wallet'], ...wallets, recentMethod: 'zerion' }
    expect(rows(computeLoginLayout(input))).toEqual(['zerion*', 'email', 'google', '>Continue with a wallet'])
    expect(rows(view(input, 'web3-overflow'))[0]).toBe('zerion*')
  })
})

describe('computeLoginLayout: what is offered', () => {
  it('A-1.06 A-2.42 the OAuth providers are exactly the nine: each is a button of the grouped layout, others are not OAuth', () => {
    const nine = ['google', 'twitter', 'discord', 'github', 'spotify', 'instagram', 'tiktok', 'linkedin', 'apple']
    const web2 = view({ methods: nine as LoginOption[] }, 'web2-overflow')
    expect(rows(web2).sort()).toEqual([...nine].sort())
    for (const provider of nine) expect(isOAuthProvider(provider)).toBe(true)
    for (const other of ['facebook', 'reddit', 'Google', 'email', 'farcaster'])
      expect(isOAuthProvider(other)).toBe(false)
  })

  it('A-2.42 A-2.44 socials, Farcaster, Telegram and wallets are offered', () => {
    const methods: LoginOption[] = ['apple', 'discord', 'github', 'farcaster', 'telegram', 'wallet']
    expect(rows(view({ order: { primary: methods } }, 'overflow'))).toEqual(['telegram', 'wallet'])
    expect(rows(computeLoginLayout({ order: { primary: methods } }))).toEqual([
      'apple',
      'discord',
      'github',
      'farcaster',
      '>More options',
    ])
  })

  it('A-2.43 twitter is hidden on mobile unless enabled', () => {
    const input = list(['twitter', 'google'])
    expect(rows(computeLoginLayout({ ...input, isMobile: true }))).toEqual(['google'])
    expect(rows(computeLoginLayout({ ...input, isMobile: true, twitterOnMobile: true }))).toEqual(['twitter', 'google'])
    expect(rows(computeLoginLayout({ ...input, isMobile: false }))).toEqual(['twitter', 'google'])
  })

  it('W-9.39 the wallet list keys are the supported wallets', () => {
    expect(WALLET_LIST_KEYS).toEqual([
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
    ])
  })

  it('A-2.45 WalletConnect is among the wallets only when enabled', () => {
    const input: LoginLayoutInput = { methods: ['wallet'], walletList: ['metamask', 'wallet_connect'] }
    expect(rows(computeLoginLayout(input))).toEqual(['metamask'])
    expect(rows(computeLoginLayout({ ...input, walletConnectEnabled: true }))).toEqual(['metamask', 'wallet_connect'])
  })

  it("A-2.46 passkey login shows the 'I have a passkey' link, not a row", () => {
    const layout = computeLoginLayout(list(['email', 'passkey']))
    expect(layout.showPasskeyLink).toBe(true)
    expect(rows(layout)).toEqual(['email'])
    expect(computeLoginLayout(list(['email'])).showPasskeyLink).toBe(false)
  })

  it('A-2.47 A-2.48 the views are default, overflow, web2-overflow and web3-overflow; back returns to default', () => {
    const input: LoginLayoutInput = { methods: ['email', 'wallet'], walletList: ['metamask'] }
    expect(view(input, 'web3-overflow').view).toBe('web3-overflow')
    expect(computeLoginLayout(input).view).toBe('default')
    expect(view(input, 'default').items).toEqual(computeLoginLayout(input).items)
    // A view that nothing on screen leads to falls back to default.
    expect(view(input, 'overflow').view).toBe('default')
    expect(view(list(['email']), 'web3-overflow').view).toBe('default')
  })

  it('behavior: duplicates and an empty configuration never throw', () => {
    expect(rows(computeLoginLayout(list(['email', 'email'], ['email'])))).toEqual(['email'])
    expect(computeLoginLayout({}).items).toEqual([])
    expect(computeLoginLayout({ methods: ['wallet'] }).items).toEqual([
      { type: 'method', method: 'wallet', isRecent: false },
    ])
  })
})

describe('computeLoginLayout: properties', () => {
  const option = fc.constantFrom<LoginOption>(
    'email',
    'sms',
    'google',
    'apple',
    'twitter',
    'discord',
    'farcaster',
    'telegram',
    'passkey',
    'wallet',
    'metamask',
    'wallet_connect',
  )
  const input = fc.record(
    {
      methods: fc.array(option, { maxLength: 14 }),
      order: fc.option(
        fc.record({ primary: fc.array(option, { maxLength: 10 }), overflow: fc.array(option, { maxLength: 6 }) }),
        { nil: undefined },
      ),
      walletList: fc.option(
        fc.subarray(['metamask', 'rainbow', 'zerion', 'phantom', 'safe', 'wallet_connect'] as const),
        {
          nil: undefined,
        },
      ),
      walletConnectEnabled: fc.boolean(),
      recentMethod: fc.option(option, { nil: null }),
      isMobile: fc.boolean(),
      twitterOnMobile: fc.boolean(),
      hideDirectWeb2Inputs: fc.boolean(),
      groupPriority: fc.constantFrom('web2-first', 'web3-first'),
    },
    { requiredKeys: [] },
  )
  const names = (items: readonly LoginLayoutItem[]) =>
    items.flatMap((item): string[] =>
      item.type === 'method' ? [item.method] : item.type === 'field' ? [...item.methods] : [],
    )

  it('A-2.51 A-2.52 A-2.53 A-2.57 A-2.58 property: at most 5 rows before a button, each method once, every button opens its view', () => {
    fc.assert(
      fc.property(input, (settings) => {
        const layout = computeLoginLayout(settings)
        expect(layout.view).toBe('default')
        const rows = layout.items.filter((item) => item.type !== 'view')
        expect(rows.length).toBeLessThanOrEqual(5)
        const shown = names(layout.items)
        expect(new Set(shown).size).toBe(shown.length)
        for (const item of layout.items) {
          if (item.type !== 'view') continue
          const opened = computeLoginLayout({ ...settings, view: item.view })
          expect(opened.view).toBe(item.view)
          expect(opened.items.length).toBeGreaterThan(0)
        }
        if (settings.order) {
          const overflow = computeLoginLayout({ ...settings, view: 'overflow' })
          const all = [...shown, ...(overflow.view === 'overflow' ? names(overflow.items) : [])]
          expect(new Set(all).size).toBe(all.length)
        }
        if (settings.isMobile && !settings.twitterOnMobile) expect(shown).not.toContain('twitter')
        if (!settings.walletConnectEnabled) expect(shown).not.toContain('wallet_connect')
        expect(shown).not.toContain('passkey')
      }),
      { numRuns: 1000 },
    )
  })
})
