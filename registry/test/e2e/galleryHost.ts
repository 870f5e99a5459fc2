import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { build, type InlineConfig, type PreviewServer, preview } from 'vite'
import { themeCss } from '../../../cli/src/utils/applyTheme.ts'
import { readManifest } from '../../scripts/buildRegistry.ts'

const registryRoot = fileURLToPath(new URL('../..', import.meta.url))
const headlessSrc = fileURLToPath(new URL('../../../packages/headless/src', import.meta.url))

/** The gallery host app: its pages render registry files as a host that ran `lobby add` would. */
export const appRoot = join(registryRoot, 'test', 'e2e', 'app')

/** The host's Tailwind entry as `lobby init` leaves it: tailwindcss, our sources, the lobby-theme item. */
export function writeHostCss(): void {
  const theme = readManifest(registryRoot).items.find((item) => item.name === 'lobby-theme')!
  const css = [
    '@import "tailwindcss";',
    ...['ui', 'screens', 'blocks'].map((dir) => `@source "${join(registryRoot, dir)}";`),
    `@source "${appRoot}";`,
    '@custom-variant dark (&:is(.dark *));',
    themeCss(theme),
    '@layer base { body { @apply bg-lobby-background text-lobby-foreground; } }',
  ].join('\n')
  mkdirSync(join(appRoot, '.generated'), { recursive: true })
  writeFileSync(join(appRoot, '.generated', 'styles.css'), css)
}

/** A built gallery page served statically on loopback. */
export type GalleryServer = { url: string; outDir: string; close(): Promise<void> }

/**
 * Builds the gallery pages `pages` (HTML files of the app) into `.generated/<name>` and serves them.
 * A production build, not the dev server: that one would discover the lazy screens' dependencies
 * mid-run, prebundle them and ask for a reload the page never hears.
 */
export async function serveGallery(name: string, pages: readonly string[] = ['index.html']): Promise<GalleryServer> {
  writeHostCss()
  const outDir = join(appRoot, '.generated', name)
  const config: InlineConfig = {
    configFile: false,
    root: appRoot,
    logLevel: 'error',
    plugins: [tailwindcss()],
    esbuild: { jsx: 'automatic' },
    resolve: {
      alias: [
        { find: /^@\/components\/lobby\/(ui|screens|blocks)\/(.+)$/, replacement: `${registryRoot}/$1/$2.tsx` },
        { find: /^@\/lib\/utils$/, replacement: `${registryRoot}/lib/utils.ts` },
        { find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}/core/index.ts` },
        { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      manifest: true,
      rollupOptions: { input: pages.map((page) => join(appRoot, page)) },
    },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  }
  await build(config)
  const server: PreviewServer = await preview(config)
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address')
  return { url: `http://127.0.0.1:${address.port}`, outDir, close: () => server.close() }
}
