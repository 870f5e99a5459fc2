import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: { index: 'src/react/index.ts', core: 'src/core/index.ts', viem: 'src/viem.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: false,
  clean: true,
  // One output file per source module: with "sideEffects": false, a host's bundler then drops whole
  // unused modules (and their top-level schemas), so importing one hook costs only that hook.
  unbundle: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'viem', 'viem/siwe'],
})
