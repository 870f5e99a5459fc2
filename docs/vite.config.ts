import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { themeCss } from '../cli/src/utils/applyTheme.ts'
import { readManifest } from '../registry/scripts/buildRegistry.ts'
import { lobbyApiPlugin } from './api/plugin.ts'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const headlessSrc = at('../packages/headless/src')
const registry = at('../registry')

// The registry's `lobby-theme` item is what `lobby init` writes into a host's Tailwind entry; the
// docs take it from the same manifest and turn it into CSS with the CLI's own code, so the live
// screens look exactly as they will in an app.
function writeThemeCss(): void {
  const theme = readManifest(registry).items.find((item) => item.name === 'lobby-theme')
  if (!theme) throw new Error('registry.json has no lobby-theme item')
  const file = at('./src/generated/lobby-theme.css')
  const css = themeCss(theme)
  mkdirSync(at('./src/generated'), { recursive: true })
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {}
  if (current !== css) writeFileSync(file, css)
}
writeThemeCss()

// The docs run on the sources of @lobby/headless and of the registry, so an edit to a hook or
// a screen shows in the live examples at once. The `@/...` aliases are the ones the registry's
// files use in a host app.
export default defineConfig({
  root: at('.'),
  // The built registry (`pnpm registry:build`) is served at /r: the URL `lobby init` names in a
  // host's components.json, so `npx shadcn add @lobby/<item>` works against a running docs site.
  publicDir: `${registry}/public`,
  esbuild: { jsx: 'automatic' },
  plugins: [
    tailwindcss(),
    lobbyApiPlugin({
      reactEntry: `${headlessSrc}/react/index.ts`,
      coreEntry: `${headlessSrc}/core/index.ts`,
      watchDir: headlessSrc,
    }),
  ],
  resolve: {
    alias: [
      { find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}/core/index.ts` },
      { find: /^@lobby\/headless\/viem$/, replacement: `${headlessSrc}/viem.ts` },
      { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
      { find: /^@\/components\/lobby\/ui\//, replacement: `${registry}/ui/` },
      { find: /^@\/components\/lobby\/screens\//, replacement: `${registry}/screens/` },
      { find: /^@\/components\/lobby\/blocks\//, replacement: `${registry}/blocks/` },
      { find: /^@\/lib\//, replacement: `${registry}/lib/` },
    ],
  },
  // Crawl every example up front: a dependency found only when a lazy example loads would make
  // the dev server re-optimise and reload the page in the middle of a visit (or an e2e step).
  optimizeDeps: {
    entries: ['index.html', 'src/examples/*.tsx', 'src/pages/*.tsx'],
    // The wallet SDKs load only when a user picks their wallet: pre-bundled at start, a first pick
    // does not make Vite re-bundle and break the page that asked.
    include: ['@coinbase/wallet-sdk', '@walletconnect/ethereum-provider'],
  },
  build: {
    rollupOptions: {
      // radix-ui's files start with 'use client' for React Server Components; a client bundle has
      // no use for it, so rollup's note that it dropped the directive is only noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return
        warn(warning)
      },
    },
  },
  // The e2e fixtures live under this root but are no part of the site: editing them reloads nothing.
  server: { host: '127.0.0.1', port: 5173, watch: { ignored: ['**/e2e/**'] } },
  preview: { host: '127.0.0.1', port: 4173 },
})
