import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: { index: 'src/react/index.ts', core: 'src/core/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: false,
  clean: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
})
