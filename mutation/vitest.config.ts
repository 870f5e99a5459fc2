import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { workspaceAliases } from '../vitest.aliases'

// The tests Stryker runs against its mutants (`pnpm mutation`): one package's unit and route
// tests, no browser, so each mutant runs only the tests that cover it. scripts/mutation.mjs
// names the package and the test files through the environment.
const PROJECTS = {
  headless: { root: '../packages/headless', environment: 'happy-dom' },
  sandbox: { root: '../packages/sandbox', environment: 'node' },
} as const

const project = PROJECTS[process.env.LOBBY_MUTATION_PROJECT === 'sandbox' ? 'sandbox' : 'headless']

export default defineConfig({
  resolve: { alias: workspaceAliases },
  // Stryker copies the repo under node_modules, where Vite reads no tsconfig: the React tests
  // (useOtpInput covers core/fields) need the tsconfig's automatic JSX runtime stated here.
  esbuild: { jsx: 'automatic' },
  test: {
    root: fileURLToPath(new URL(project.root, import.meta.url)),
    environment: project.environment,
    include: (process.env.LOBBY_MUTATION_TESTS ?? 'test/core/rules/**/*.test.ts').split(','),
    testTimeout: 30_000,
    maxWorkers: 2,
  },
})
