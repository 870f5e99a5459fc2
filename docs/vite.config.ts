import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const headlessSrc = fileURLToPath(new URL('../packages/headless/src', import.meta.url))

// The docs run on the headless sources, so an edit to a hook shows in the live examples at once.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}/core/index.ts` },
      { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
