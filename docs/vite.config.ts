import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { lobbyApiPlugin } from './api/plugin.ts'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const headlessSrc = at('../packages/headless/src')
const registry = at('../registry')

// The docs run on the sources of @lobby/headless and of the registry, so an edit to a hook or
// a screen shows in the live examples at once. The `@/...` aliases are the ones the registry's
// files use in a host app.
export default defineConfig({
  root: at('.'),
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
      { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
      { find: /^@\/components\/lobby\/ui\//, replacement: `${registry}/ui/` },
      { find: /^@\/components\/lobby\/screens\//, replacement: `${registry}/screens/` },
      { find: /^@\/components\/lobby\/blocks\//, replacement: `${registry}/blocks/` },
      { find: /^@\/lib\//, replacement: `${registry}/lib/` },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
