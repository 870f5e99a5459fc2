import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { workspaceAliases } from '../vitest.aliases'

// The headless unit tests Stryker runs against its mutants (`pnpm mutation`): one project, no
// browser, so each mutant runs only the tests that cover it.

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    root: fileURLToPath(new URL('../packages/headless', import.meta.url)),
    environment: 'happy-dom',
    include: (process.env.LOBBY_MUTATION_TESTS ?? 'test/core/rules/**/*.test.ts').split(','),
    maxWorkers: 2,
  },
})
