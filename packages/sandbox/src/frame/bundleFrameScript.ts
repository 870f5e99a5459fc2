import { fileURLToPath, URL as NodeURL } from 'node:url'
import type { Plugin } from 'esbuild'

/** The frame origin's browser scripts. */
export type FrameScript = 'walletFrame' | 'exportView' | 'passwordView'

// node:url's URL, not the global one: under happy-dom (the headless and registry test projects) the global URL
// resolves a relative path against the page, not the file:, and fileURLToPath refuses it.
const headlessCore = fileURLToPath(new NodeURL('../../../headless/src/core/index.ts', import.meta.url))
const cache = new Map<FrameScript, Promise<string>>()

/**
 * The browser bundle of a frame script, built by esbuild from this folder's TypeScript on first
 * request and kept for the life of the process (the sandbox runs from sources, with no build step).
 */
export function bundleFrameScript(script: FrameScript): Promise<string> {
  let bundle = cache.get(script)
  if (!bundle) {
    bundle = build(script)
    // A failed build is not kept: the next request tries again.
    bundle.catch(() => cache.delete(script))
    cache.set(script, bundle)
  }
  return bundle
}

/**
 * viem/accounts re-exports every BIP-39 wordlist, and @scure/bip39 does not declare them free of
 * side effects, so each would be bundled (about 230 kB). The frame uses English only: the others
 * are marked side-effect free, and tree shaking drops them.
 */
const unusedWordlists: Plugin = {
  name: 'lobby-unused-wordlists',
  setup(builder) {
    // esbuild's filters are Go regular expressions: no lookahead, so English is skipped here.
    builder.onResolve({ filter: /wordlists\// }, async (args) => {
      if (args.pluginData === 'lobby-unused-wordlists' || /english/.test(args.path)) return undefined
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'lobby-unused-wordlists',
      })
      return { ...resolved, sideEffects: false }
    })
  },
}

async function build(script: FrameScript): Promise<string> {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(`./${script}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    alias: { '@lobby/headless/core': headlessCore },
    plugins: [unusedWordlists],
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no output for ${script}.`)
  return output.text
}
