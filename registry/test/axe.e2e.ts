import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../docs/e2e/harness.ts'
import { readManifest } from '../scripts/buildRegistry.ts'
import { gallery } from './e2e/app/gallery.tsx'
import { type GalleryServer, serveGallery } from './e2e/galleryHost.ts'

const registryRoot = fileURLToPath(new URL('..', import.meta.url))
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type AxeViolation = { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run(document)).violations
  })
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

describe('registry screens in Chromium', () => {
  let browser: Browser
  let server: GalleryServer
  let url: string
  let page: Page

  beforeAll(async () => {
    server = await serveGallery('dist')
    url = server.url
    browser = await launchBrowser()
    page = await browser.newPage({ viewport: { width: 1024, height: 800 }, reducedMotion: 'reduce' })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  const show = async (query: string) => {
    await page.goto(`${url}/?${query}`)
    await page.locator('[data-slot="modal-shell"] section[data-slot]').first().waitFor({ timeout: 30_000 })
  }

  it('every screen item of the manifest is in the gallery, so axe sees all of them', () => {
    const screens = readManifest(registryRoot).items.filter((item) => item.name.endsWith('-screen'))
    const shown = new Set(Object.keys(gallery).map((key) => key.split(':')[0]))
    expect(screens.map((item) => item.name).filter((name) => !shown.has(name))).toEqual([])
  })

  const cases = Object.keys(gallery).flatMap((name) => [
    [name, 'light'],
    [name, 'dark'],
  ])

  it.each(cases)('accessibility: %s in the %s theme has no axe violations', async (name, theme) => {
    await show(`screen=${encodeURIComponent(name)}&theme=${theme}`)
    expect(await axeViolations(page)).toEqual([])
  })

  it('W-3.14 W-2.36 priceDisplay: the transfer screen shows $1,500.00 over 0.5 ETH, or 0.5 ETH alone', async () => {
    const amountOf = async (display: string) => {
      await show(`screen=funding-transfer-from-wallet-screen:price-${display}`)
      const secondary = page.locator('[data-slot="funding-amount-secondary"]')
      // Both pages look the price up at once; only fiat-currency shows it.
      if (display === 'fiat-currency') await secondary.waitFor({ timeout: 10_000 })
      else await page.waitForTimeout(500)
      return {
        primary: await page.locator('[data-slot="funding-amount"]').textContent(),
        secondary: (await secondary.count()) ? await secondary.textContent() : null,
      }
    }
    expect(await amountOf('fiat-currency')).toEqual({ primary: '$1,500.00', secondary: ' (0.5 ETH)' })
    expect(await amountOf('native-token')).toEqual({ primary: '0.5 ETH', secondary: null })
    expect(await page.getByText('$1,500.00').count()).toBe(0)
  })

  it('A-2.04 A-2.05 the dialog is 360 px wide and at most the viewport height minus 48 px', async () => {
    await page.setViewportSize({ width: 1024, height: 500 })
    await show('screen=landing-screen:web2-overflow&shell=1')
    const box = await page.locator('[data-slot="modal-shell"]').boundingBox()
    expect(box?.width).toBe(360)
    expect(box!.height).toBeLessThanOrEqual(500 - 48)
    expect(await axeViolations(page)).toEqual([])
  })

  it('A-2.03 at 440 px the modal is a bottom drawer, at 441 px a dialog', async () => {
    await page.setViewportSize({ width: 440, height: 800 })
    await show('screen=consent-screen&shell=1')
    const drawer = page.locator('[data-slot="modal-shell"]')
    expect(await drawer.getAttribute('data-layout')).toBe('drawer')
    const box = await drawer.boundingBox()
    expect(box?.width).toBe(440)
    expect(Math.round(box!.y + box!.height)).toBe(800)
    await page.setViewportSize({ width: 441, height: 800 })
    await show('screen=consent-screen&shell=1')
    expect(await page.locator('[data-slot="modal-shell"]').getAttribute('data-layout')).toBe('dialog')
    await page.setViewportSize({ width: 1024, height: 800 })
  })

  it('behavior: the dialog traps focus and Tab cycles through its controls', async () => {
    await show('screen=consent-screen&shell=1')
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-slot="modal-shell"]'))).toBe(true)
    }
  })

  it('behavior: the open animation runs only when the user has not asked for reduced motion', async () => {
    const animationOf = () =>
      page.locator('[data-slot="modal-shell"]').evaluate((el) => getComputedStyle(el).animationName)
    await show('screen=consent-screen&shell=1')
    expect(await animationOf()).toBe('none')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await show('screen=consent-screen&shell=1')
    expect(await animationOf()).toBe('lobby-fade-in')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })
})
