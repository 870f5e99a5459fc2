import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as simpleIcons from 'simple-icons'

// The logos of the login methods and named wallets, written as copy-in inline-SVG components from
// maintained icon sets. The sets are devDependencies of the registry only: a host gets the
// generated files, never the packages, and loads each logo only when a screen shows it.

// The sets are read as files from the registry's node_modules: not every set exports them.
const packageDir = (name: string) => fileURLToPath(new URL(`../node_modules/${name}/`, import.meta.url))

/** Where a logo comes from: a simple-icons slug, a @web3icons/core SVG, or an Iconify JSON icon. */
type Source =
  | { set: 'simple-icons'; slug: string }
  | { set: '@web3icons/core'; svg: string }
  | { set: '@iconify-json/logos' | '@iconify-json/material-symbols'; icon: string }

type LogoFile = { title: string; source: Source }

/** One file per drawing, named `logo-<file>.tsx`. */
export const LOGO_FILES: Readonly<Record<string, LogoFile>> = {
  email: { title: 'Email', source: { set: '@iconify-json/material-symbols', icon: 'mail-outline' } },
  sms: { title: 'SMS', source: { set: '@iconify-json/material-symbols', icon: 'sms-outline' } },
  wallet: {
    title: 'Wallet',
    source: { set: '@iconify-json/material-symbols', icon: 'account-balance-wallet-outline' },
  },
  passkey: { title: 'Passkey', source: { set: '@iconify-json/material-symbols', icon: 'passkey' } },
  google: { title: 'Google', source: { set: 'simple-icons', slug: 'google' } },
  apple: { title: 'Apple', source: { set: 'simple-icons', slug: 'apple' } },
  discord: { title: 'Discord', source: { set: 'simple-icons', slug: 'discord' } },
  github: { title: 'GitHub', source: { set: 'simple-icons', slug: 'github' } },
  // simple-icons no longer carries LinkedIn (its brand owner asked for removal).
  linkedin: { title: 'LinkedIn', source: { set: '@iconify-json/logos', icon: 'linkedin-icon' } },
  spotify: { title: 'Spotify', source: { set: 'simple-icons', slug: 'spotify' } },
  instagram: { title: 'Instagram', source: { set: 'simple-icons', slug: 'instagram' } },
  twitter: { title: 'X', source: { set: 'simple-icons', slug: 'x' } },
  tiktok: { title: 'TikTok', source: { set: 'simple-icons', slug: 'tiktok' } },
  farcaster: { title: 'Farcaster', source: { set: 'simple-icons', slug: 'farcaster' } },
  telegram: { title: 'Telegram', source: { set: 'simple-icons', slug: 'telegram' } },
  coinbase: { title: 'Coinbase', source: { set: '@web3icons/core', svg: 'wallets/branded/coinbase' } },
  metamask: { title: 'MetaMask', source: { set: '@web3icons/core', svg: 'wallets/branded/metamask' } },
  phantom: { title: 'Phantom', source: { set: '@web3icons/core', svg: 'wallets/branded/phantom' } },
  rainbow: { title: 'Rainbow', source: { set: '@web3icons/core', svg: 'wallets/branded/rainbow' } },
  walletconnect: {
    title: 'WalletConnect',
    source: { set: '@web3icons/core', svg: 'wallets/branded/wallet-connect' },
  },
  zerion: { title: 'Zerion', source: { set: '@web3icons/core', svg: 'wallets/branded/zerion' } },
  brave: { title: 'Brave', source: { set: 'simple-icons', slug: 'brave' } },
  cryptocom: { title: 'Crypto.com', source: { set: '@web3icons/core', svg: 'exchanges/branded/crypto-com' } },
  uniswap: { title: 'Uniswap', source: { set: '@web3icons/core', svg: 'exchanges/branded/uniswap' } },
  okx: { title: 'OKX', source: { set: '@web3icons/core', svg: 'wallets/branded/okx' } },
  rabby: { title: 'Rabby', source: { set: '@web3icons/core', svg: 'wallets/branded/rabby' } },
  safe: { title: 'Safe', source: { set: '@web3icons/core', svg: 'wallets/branded/safe' } },
}

/** The login methods (LoginOption) and wallet list keys (W-9.39) with a logo, and the file each shows. */
export const LOGO_NAMES: Readonly<Record<string, keyof typeof LOGO_FILES>> = {
  email: 'email',
  sms: 'sms',
  wallet: 'wallet',
  passkey: 'passkey',
  google: 'google',
  apple: 'apple',
  discord: 'discord',
  github: 'github',
  linkedin: 'linkedin',
  spotify: 'spotify',
  instagram: 'instagram',
  twitter: 'twitter',
  tiktok: 'tiktok',
  farcaster: 'farcaster',
  telegram: 'telegram',
  coinbase_wallet: 'coinbase',
  coinbase_smart_wallet: 'coinbase',
  metamask: 'metamask',
  phantom: 'phantom',
  rainbow: 'rainbow',
  wallet_connect: 'walletconnect',
  zerion: 'zerion',
  brave_wallet: 'brave',
  cryptocom: 'cryptocom',
  uniswap: 'uniswap',
  okx_wallet: 'okx',
  rabby_wallet: 'rabby',
  safe: 'safe',
}

type Drawing = { viewBox: string; markup: string; notice: string }

function packageVersion(name: string): string {
  const manifest: { version: string } = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'))
  return manifest.version
}

type SimpleIcon = { slug: string; title: string; hex: string; path: string; guidelines?: string }

function simpleIcon(slug: string): SimpleIcon {
  const icon = Object.values(simpleIcons as unknown as Record<string, SimpleIcon>).find((i) => i.slug === slug)
  if (!icon) throw new Error(`simple-icons has no icon "${slug}": pick another source in generateLogos.ts`)
  return icon
}

type IconifySet = {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}

const iconifySets = new Map<string, IconifySet>()

function iconifyIcon(set: string, name: string): { body: string; width: number; height: number } {
  let json = iconifySets.get(set)
  if (!json) {
    json = JSON.parse(readFileSync(join(packageDir(set), 'icons.json'), 'utf8')) as IconifySet
    iconifySets.set(set, json)
  }
  const icon = json.icons[name]
  if (!icon) throw new Error(`${set} has no icon "${name}": pick another source in generateLogos.ts`)
  return { body: icon.body, width: icon.width ?? json.width ?? 16, height: icon.height ?? json.height ?? 16 }
}

function drawing(source: Source): Drawing {
  const version = packageVersion(source.set)
  if (source.set === 'simple-icons') {
    const icon = simpleIcon(source.slug)
    const guidelines = icon.guidelines ? `; brand guidelines: ${icon.guidelines}` : ''
    return {
      viewBox: '0 0 24 24',
      markup: `<path fill="#${icon.hex}" d="${icon.path}"/>`,
      notice: `simple-icons ${version} "${icon.slug}" (CC0-1.0)${guidelines}`,
    }
  }
  if (source.set === '@web3icons/core') {
    const svg = readFileSync(join(packageDir('@web3icons/core'), 'dist', 'svgs', `${source.svg}.svg.js`), 'utf8')
    // The module is `var x = '<svg ...>...</svg>\n'`: the markup is its one string literal.
    const literal = /'(<svg[\s\S]*<\/svg>)\\n'/.exec(svg)?.[1]
    const root = literal
      ? /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(literal.replace(/\\n/g, '\n'))
      : null
    if (!root) throw new Error(`@web3icons/core ${source.svg}: no <svg> in the module; its format changed`)
    return {
      viewBox: root[1]!,
      markup: root[2]!,
      notice: `@web3icons/core ${version} "${source.svg}" (MIT)`,
    }
  }
  const icon = iconifyIcon(source.set, source.icon)
  const licence = source.set === '@iconify-json/logos' ? 'CC0-1.0' : 'Apache-2.0'
  return {
    viewBox: `0 0 ${icon.width} ${icon.height}`,
    markup: icon.body,
    notice: `${source.set} ${version} "${source.icon}" (${licence})`,
  }
}

// Near-black fills become currentColor, so a black brand mark (Apple, GitHub, X, TikTok, OKX)
// follows the text colour and stays visible in the dark theme.
function themedFill(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (!hex) return value
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return luminance < 0.02 ? 'currentColor' : value
}

const jsxName = (attribute: string) =>
  attribute.startsWith('data-') || attribute.startsWith('aria-')
    ? attribute
    : attribute.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** SVG markup (optimised, as the sets ship it) as JSX: camelCased attributes, themed fills. */
export function svgToJsx(markup: string): string {
  return markup
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g, (_, close: string, tag: string, attributes: string, self: string) => {
      const converted = [...attributes.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, value]) => {
        const themed = name === 'fill' || name === 'stop-color' ? themedFill(value!) : value!
        return ` ${jsxName(name!)}="${themed}"`
      })
      return `<${close}${tag}${converted.join('')}${self ? ' /' : ''}>`
    })
}

const componentName = (file: string) => `${file.charAt(0).toUpperCase()}${file.slice(1)}Logo`
const GENERATED = '// Generated by scripts/generateLogos.ts at registry build: edit the script, not this file.'

function logoModule(file: string, logo: LogoFile): string {
  const { viewBox, markup, notice } = drawing(logo.source)
  return `${GENERATED}
// The ${logo.title} logo from ${notice}; see brand-logo-attribution.md.
import type * as React from 'react'

/** The ${logo.title} logo, drawn in its brand colours (near-black parts in the text colour). */
export default function ${componentName(file)}(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="${viewBox}" fill="none" aria-hidden="true" data-logo="${file}" {...props}>
      ${svgToJsx(markup)}
    </svg>
  )
}
`
}

function brandLogoModule(): string {
  const loaders = Object.entries(LOGO_NAMES)
    .map(([name, file]) => `  ${name}: () => import('@/components/lobby/ui/logo-${file}'),`)
    .join('\n')
  return `'use client'
${GENERATED}
import * as React from 'react'
import { cn } from '@/lib/utils'

type LogoComponent = (props: React.ComponentProps<'svg'>) => React.ReactElement

// One dynamic import per logo: a host's bundler splits each into its own chunk, so a page loads
// only the logos its screens show.
const LOADERS = {
${loaders}
} satisfies Record<string, () => Promise<{ default: LogoComponent }>>

/** A login method (LoginOption) or wallet list key (W-9.39) that has a logo. */
export type LogoName = keyof typeof LOADERS

/** True when \`name\` has a logo: a login method or a named wallet. */
export function isLogoName(name: string): name is LogoName {
  return Object.hasOwn(LOADERS, name)
}

const lazyLogos = new Map<LogoName, React.LazyExoticComponent<LogoComponent>>()

/** Props of \`BrandLogo\`. */
export type BrandLogoProps = React.ComponentProps<'svg'> & { name: LogoName }

/** The logo of a login method or named wallet; an empty box of the same size while its file loads. */
export function BrandLogo({ name, className, ...props }: BrandLogoProps) {
  let Logo = lazyLogos.get(name)
  if (!Logo) {
    Logo = React.lazy(LOADERS[name])
    lazyLogos.set(name, Logo)
  }
  return (
    <React.Suspense fallback={<span aria-hidden="true" className={cn('inline-block size-5 shrink-0', className)} />}>
      <Logo className={cn('size-5 shrink-0', className)} {...props} />
    </React.Suspense>
  )
}
`
}

function attribution(): string {
  const rows = Object.entries(LOGO_FILES).map(
    ([file, logo]) => `| \`logo-${file}.tsx\` | ${logo.title} | ${drawing(logo.source).notice} |`,
  )
  return `# Logos: sources and licences

Generated by scripts/generateLogos.ts with the \`logo-*.tsx\` files beside it. The drawings come from
these icon sets; the brands stay their owners' trademarks, to be used as their guidelines say
(to name the login method or wallet a button opens).

| file | brand | source |
| --- | --- | --- |
${rows.join('\n')}

## simple-icons

https://github.com/simple-icons/simple-icons, released under CC0 1.0 Universal
(https://creativecommons.org/publicdomain/zero/1.0/). Its disclaimer: some brands ask for their
own guidelines to be followed; the links are in the notice of each file.

## SVG Logos (@iconify-json/logos)

By Gil Barbara, https://github.com/gilbarbara/logos, released under CC0 1.0 Universal.

## Material Symbols (@iconify-json/material-symbols)

By Google, https://github.com/google/material-design-icons, licensed under the Apache License,
Version 2.0 (https://www.apache.org/licenses/LICENSE-2.0).

## Web3 Icons (@web3icons/core)

By 0xa3k5, https://github.com/0xa3k5/web3icons, licensed under the MIT License:

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`
}

/** Every file the generator writes, relative to the registry root, with its content before formatting. */
export function generatedLogoFiles(): Array<{ path: string; content: string }> {
  return [
    ...Object.entries(LOGO_FILES).map(([file, logo]) => ({
      path: `ui/logo-${file}.tsx`,
      content: logoModule(file, logo),
    })),
    { path: 'ui/brand-logo.tsx', content: brandLogoModule() },
    { path: 'ui/brand-logo-attribution.md', content: attribution() },
  ]
}

/** Writes the logo files into `root` (the registry folder), formatted as the repository's formatter does. */
export function generateLogos(root: string): number {
  const files = generatedLogoFiles()
  for (const file of files) writeFileSync(join(root, file.path), file.content)
  const workspace = join(root, '..')
  const biome = createRequire(join(workspace, 'package.json')).resolve('@biomejs/biome/bin/biome')
  const modules = files.filter((file) => file.path.endsWith('.tsx')).map((file) => join(root, file.path))
  execFileSync(process.execPath, [biome, 'format', '--write', ...modules], { cwd: workspace, stdio: 'ignore' })
  return files.length
}
