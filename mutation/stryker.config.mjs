// Stryker's configuration for `pnpm mutation` (scripts/mutation.mjs sets the target through the
// environment). Not part of CI: it runs the covering tests once per mutant, minutes on two cores.
const target = process.env.LOBBY_MUTATION_TARGET ?? 'rules'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    configFile: 'mutation/vitest.config.ts',
    related: false,
  },
  coverageAnalysis: 'perTest',
  mutate: (process.env.LOBBY_MUTATION_FILES ?? 'packages/headless/src/core/rules/**/*.ts').split(','),
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${target}.json` },
  tempDirName: 'node_modules/.stryker-tmp',
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: null },
}
