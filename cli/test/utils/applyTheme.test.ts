import { registryItemSchema } from 'shadcn/schema'
import { describe, expect, it } from 'vitest'
import { insertThemeBlock, THEME_END, THEME_START, themeCss } from '../../src/utils/applyTheme.ts'

const theme = registryItemSchema.parse({
  name: 'theme',
  type: 'registry:theme',
  cssVars: {
    theme: { 'color-lobby-accent': 'var(--lobby-accent)' },
    light: { 'lobby-accent': '#676FFF' },
    dark: { '--lobby-accent': '#8a90ff' },
  },
  css: { '@keyframes lobby-fade': { from: { opacity: '0' }, to: { opacity: '1' } } },
})

describe('theme variables', () => {
  it('init: turns cssVars into @theme inline, :root and .dark rules, and css into blocks', () => {
    const css = themeCss(theme)
    expect(css).toContain('@theme inline {\n  --color-lobby-accent: var(--lobby-accent);\n}')
    expect(css).toContain(':root {\n  --lobby-accent: #676FFF;\n}')
    expect(css).toContain('.dark {\n  --lobby-accent: #8a90ff;\n}')
    expect(css).toContain('@keyframes lobby-fade {\n  from {\n    opacity: 0;\n  }')
  })

  it('init: adds the theme right after @import "tailwindcss", once, however often it runs', () => {
    const stylesheet = '@import "tailwindcss";\n\nbody { margin: 0; }\n'
    const once = insertThemeBlock(stylesheet, themeCss(theme))
    expect(once.indexOf(THEME_START)).toBeGreaterThan(once.indexOf('@import "tailwindcss"'))
    expect(once.indexOf(THEME_END)).toBeLessThan(once.indexOf('body {'))
    expect(insertThemeBlock(once, themeCss(theme))).toBe(once)
  })

  it('init: replaces an older theme block instead of adding a second one', () => {
    const old = insertThemeBlock('@import "tailwindcss";\n', ':root { --old: 1; }')
    const updated = insertThemeBlock(old, themeCss(theme))
    expect(updated).not.toContain('--old')
    expect(updated.split(THEME_START)).toHaveLength(2)
  })
})
