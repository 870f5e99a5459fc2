import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { workspaceAliases } from './vitest.aliases'

const registrySrc = fileURLToPath(new URL('./registry', import.meta.url))
// The host aliases the registry's files are written against, mapped back to their sources.
const registryAliases = [
  { find: /^@\/components\/lobby\/(ui|screens|blocks)\/(.+)$/, replacement: `${registrySrc}/$1/$2.tsx` },
  { find: /^@\/lib\/utils$/, replacement: `${registrySrc}/lib/utils.ts` },
]

// One run, several projects: each package keeps its own environment, and one JSON report
// feeds `pnpm spec:coverage`.
export default defineConfig({
  resolve: {
    alias: workspaceAliases,
  },
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI box. Most
    // unit files wait on sockets and chains, so three overlap those waits; the two browser e2e
    // projects then run after them, each one file at a time (sequence.groupOrder).
    maxWorkers: 3,
    // A sandbox started in a hook imports its route groups there (createSandbox loads them with
    // dynamic imports, so the test kit can skip them): seconds on a loaded 2-core box.
    hookTimeout: 60_000,
    // A worker runs its files one after another and keeps the modules they import (the sandbox,
    // PGlite, viem, happy-dom, playwright): a fresh module graph per file cost about 40 % of the unit
    // run on the 2-core box. The files hold no state in shared modules: each starts its own sandbox
    // or harness and stops what it started; rendered React trees are unmounted after each test
    // (test/domCleanup.ts of the two happy-dom projects).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'headless',
          root: 'packages/headless',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/domCleanup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'sandbox', root: 'packages/sandbox', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        resolve: { alias: registryAliases },
        test: {
          name: 'registry',
          root: 'registry',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/domCleanup.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: registryAliases },
        test: {
          name: 'registry-e2e',
          root: 'registry',
          environment: 'node',
          include: ['test/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Isolated: in a shared worker the hosted-registry file's static server still answered a
          // page's lazy chunks after its host folder was removed (uncaught ENOENT in a CI run).
          isolate: true,
          // After the unit projects, and before the docs e2e: two dev servers and browsers at once
          // starve each other on a 2-core box.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'cli', root: 'cli', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'repo',
          root: '.',
          environment: 'node',
          include: ['scripts/test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: 'docs',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          // One sandbox and docs server for every file of the run (see the file).
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One worker (isolate: false, above), so the run's servers and browser are globalSetup's.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
