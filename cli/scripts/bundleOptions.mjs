import { fileURLToPath } from 'node:url'

/**
 * esbuild options of dist/lobby.mjs: every dependency bundled in, so the published package needs
 * nothing at run time but Node (the test of package.json's `dependencies` builds with these).
 */
export const bundleOptions = {
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: { lobby: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // CommonJS dependencies (picocolors) require Node built-ins, which an ESM bundle needs a require for.
  banner: {
    js: "import { createRequire as __lobbyRequire } from 'node:module'; const require = __lobbyRequire(import.meta.url);",
  },
  logLevel: 'warning',
}
