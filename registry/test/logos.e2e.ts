import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import * as simpleIcons from 'simple-icons'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../docs/e2e/harness.ts'
import { appRoot, type GalleryServer, serveGallery } from './e2e/galleryHost.ts'

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url))
const screenshots = join(appRoot, '.generated', 'screenshots')

// Each login method (A-2.42's nine OAuth providers, Farcaster, Telegram, passkey, email, SMS, the
// wallet button) and each W-9.39 wallet, with the drawing its logo comes from.
const LOGOS: Record<string, { file: string; source: string }> = {
  email: { file: 'email', source: 'material-symbols:mail-outline' },
  sms: { file: 'sms', source: 'material-symbols:sms-outline' },
  passkey: { file: 'passkey', source: 'material-symbols:passkey' },
  wallet: { file: 'wallet', source: 'material-symbols:account-balance-wallet-outline' },
  farcaster: { file: 'farcaster', source: 'simple-icons:farcaster' },
  telegram: { file: 'telegram', source: 'simple-icons:telegram' },
  google: { file: 'google', source: 'simple-icons:google' },
  apple: { file: 'apple', source: 'simple-icons:apple' },
  discord: { file: 'discord', source: 'simple-icons:discord' },
  github: { file: 'github', source: 'simple-icons:github' },
  linkedin: { file: 'linkedin', source: 'logos:linkedin-icon' },
  spotify: { file: 'spotify', source: 'simple-icons:spotify' },
  instagram: { file: 'instagram', source: 'simple-icons:instagram' },
  twitter: { file: 'twitter', source: 'simple-icons:x' },
  tiktok: { file: 'tiktok', source: 'simple-icons:tiktok' },
  coinbase_wallet: { file: 'coinbase', source: 'web3icons:wallets/branded/coinbase' },
  coinbase_smart_wallet: { file: 'coinbase', source: 'web3icons:wallets/branded/coinbase' },
  metamask: { file: 'metamask', source: 'web3icons:wallets/branded/metamask' },
  phantom: { file: 'phantom', source: 'web3icons:wallets/branded/phantom' },
  rainbow: { file: 'rainbow', source: 'web3icons:wallets/branded/rainbow' },
  wallet_connect: { file: 'walletconnect', source: 'web3icons:wallets/branded/wallet-connect' },
  zerion: { file: 'zerion', source: 'web3icons:wallets/branded/zerion' },
  brave_wallet: { file: 'brave', source: 'simple-icons:brave' },
  cryptocom: { file: 'cryptocom', source: 'web3icons:exchanges/branded/crypto-com' },
  uniswap: { file: 'uniswap', source: 'web3icons:exchanges/branded/uniswap' },
  okx_wallet: { file: 'okx', source: 'web3icons:wallets/branded/okx' },
  rabby_wallet: { file: 'rabby', source: 'web3icons:wallets/branded/rabby' },
  safe: { file: 'safe', source: 'web3icons:wallets/branded/safe' },
}
const WALLETS = Object.keys(LOGOS).slice(Object.keys(LOGOS).indexOf('coinbase_wallet'))

/** The first path of the icon set's drawing, read from the set itself. */
function sourcePath(source: string): string {
  const [set, id] = source.split(':') as [string, string]
  if (set === 'simple-icons') {
    return Object.values(simpleIcons as unknown as Record<string, { slug: string; path: string }>).find(
      (icon) => icon.slug === id,
    )!.path
  }
  const markup =
    set === 'web3icons'
      ? readFileSync(join(nodeModules, '@web3icons/core/dist/svgs', `${id}.svg.js`), 'utf8')
      : JSON.parse(readFileSync(join(nodeModules, `@iconify-json/${set}/icons.json`), 'utf8')).icons[id].body
  return /\sd="([^"]+)"/.exec(markup)![1]!
}

describe('logos and the phone field in Chromium', () => {
  let browser: Browser
  let server: GalleryServer
  let page: Page

  beforeAll(async () => {
    server = await serveGallery('logos', ['logos.html'])
    browser = await launchBrowser()
    mkdirSync(screenshots, { recursive: true })
  })

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1600, height: 1100 }, reducedMotion: 'reduce' })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('A-2.39 the phone metadata chunk loads only once the user picks the phone field', async () => {
    const manifest: Record<string, { file: string }> = JSON.parse(
      readFileSync(join(server.outDir, '.vite', 'manifest.json'), 'utf8'),
    )
    const phoneChunk = Object.entries(manifest).find(([source]) => source.endsWith('core/rules/phoneLib.ts'))?.[1].file
    expect(phoneChunk, 'the build has a chunk of its own for core/rules/phoneLib.ts').toBeTruthy()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))

    await page.goto(`${server.url}/logos.html`)
    await page.locator('[data-method="google"] svg[data-logo]').waitFor()
    await page.waitForLoadState('networkidle')
    expect(requested.some((path) => path.endsWith(phoneChunk!))).toBe(false)

    await page.getByRole('button', { name: 'Use phone instead' }).click()
    const country = page.getByRole('combobox', { name: 'Country' })
    await expect.poll(() => country.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(100)
    expect(await country.isEnabled()).toBe(true)
    expect(requested.some((path) => path.endsWith(phoneChunk!))).toBe(true)
  })

  it.each(['light', 'dark'])(
    'W-9.39 every login method and named wallet shows its logo on the landing, the wallet list and the link-wallet screen, and the connecting and login-failed screens show the wallet logo (%s)',
    async (theme) => {
      await page.goto(`${server.url}/logos.html?theme=${theme}`)
      const rows = [
        ...Object.keys(LOGOS).map((key) => ({ key, row: page.locator(`[data-method="${key}"]`) })),
        ...['wallet-list-screen', 'link-wallet-screen'].flatMap((screen) =>
          WALLETS.map((key) => ({ key, row: page.locator(`[data-slot="${screen}"] [data-wallet="${key}"]`) })),
        ),
        { key: 'metamask', row: page.locator('[data-slot="awaiting-connection-screen"][data-wallet="metamask"]') },
        { key: 'coinbase_wallet', row: page.locator('[data-slot="login-failed-screen"]') },
      ]
      for (const { key, row } of rows) {
        const logo = row.locator('svg[data-logo]')
        await logo.waitFor({ timeout: 15_000 })
        expect(await logo.getAttribute('data-logo'), key).toBe(LOGOS[key]!.file)
        expect(await logo.locator('path').first().getAttribute('d'), key).toBe(sourcePath(LOGOS[key]!.source))
        expect(await row.locator('img').count(), `${key} shows no letter tile`).toBe(0)
      }

      // A wallet found in the page keeps the icon it announces (EIP-6963), on every wallet screen.
      const announced = page.locator('[data-wallet="dev.lobby.testwallet"]')
      expect(await announced.count()).toBe(3)
      for (const wallet of await announced.all()) {
        expect(await wallet.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,.*%230a0/)
        expect(await wallet.locator('svg[data-logo]').count()).toBe(0)
      }
      // The login-failed screen names the wallet whose login failed to a screen reader.
      expect(await page.getByRole('img', { name: 'Coinbase Wallet' }).getAttribute('data-logo')).toBe('coinbase')

      // Black brand marks take the text colour, so they stay visible on the dark background.
      const fills = await Promise.all(
        ['apple', 'github', 'twitter', 'tiktok'].map((key) =>
          page
            .locator(`[data-method="${key}"] svg path`)
            .first()
            .evaluate((path) => getComputedStyle(path).fill),
        ),
      )
      const text = await page.locator('[data-method="apple"]').evaluate((button) => getComputedStyle(button).color)
      expect(fills).toEqual([text, text, text, text])
      if (theme === 'dark') expect(text).not.toBe('rgb(0, 0, 0)')

      await page.screenshot({ path: join(screenshots, `logos-${theme}.png`), fullPage: true })
    },
  )
})
