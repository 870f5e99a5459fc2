import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The headless unit tests Stryker runs against its mutants (`pnpm mutation`): one project, no
// browser, so each mutant runs only the tests that cover it.
const headlessSrc = fileURLToPath(new URL('../packages/headless/src', import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}/core/index.ts` },
      { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
    ],
  },
  test: {
    root: fileURLToPath(new URL('../packages/headless', import.meta.url)),
    environment: 'happy-dom',
    include: (process.env.LOBBY_MUTATION_TESTS ?? 'test/core/rules/**/*.test.ts').split(','),
    maxWorkers: 2,
  },
})
