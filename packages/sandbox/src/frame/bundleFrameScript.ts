import { createHash } from 'node:crypto'
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, URL as NodeURL } from 'node:url'
import type { Plugin } from 'esbuild'

/** The frame origin's browser scripts. */
export type FrameScript = 'walletFrame' | 'exportView' | 'passwordView'

// node:url's URL, not the global one: under happy-dom (the headless and registry test projects) the global URL
// resolves a relative path against the page, not the file:, and fileURLToPath refuses it.
const headlessCore = fileURLToPath(new NodeURL('../../../headless/src/core/index.ts', import.meta.url))
const here = fileURLToPath(new NodeURL('.', import.meta.url))
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
  const cachePath = join(tmpdir(), `lobby-frame-${script}-${cacheKey(esbuild.version)}.json`)
  const cached = readCachedBundle(cachePath)
  if (cached !== null) return cached
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new NodeURL(`./${script}.ts`, import.meta.url))],
    absWorkingDir: here,
    bundle: true,
    write: false,
    metafile: true,
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
  writeCachedBundle(cachePath, output.text, Object.keys(result.metafile.inputs))
  return output.text
}

// Bundling takes seconds, and each test file (a fresh process) would pay it on its first wallet
// page: the bundle is kept on disk with the size and mtime of every file it was built from, and
// reused while none of them changed.
type CachedBundle = { inputs: Record<string, string>; text: string }

const stamp = (path: string): string | null => {
  try {
    const { size, mtimeMs } = statSync(resolve(here, path))
    return `${size}:${mtimeMs}`
  } catch {
    return null
  }
}

/** This file's place and esbuild's version: another checkout or esbuild builds its own bundles. */
function cacheKey(esbuildVersion: string): string {
  return createHash('sha256').update(`${here}\0${esbuildVersion}`).digest('hex').slice(0, 12)
}

function readCachedBundle(path: string): string | null {
  try {
    const cached = JSON.parse(readFileSync(path, 'utf8')) as CachedBundle
    for (const [input, expected] of Object.entries(cached.inputs)) if (stamp(input) !== expected) return null
    return typeof cached.text === 'string' ? cached.text : null
  } catch {
    return null
  }
}

function writeCachedBundle(path: string, text: string, inputs: string[]): void {
  const stamps: Record<string, string> = {}
  for (const input of inputs) {
    const value = stamp(input)
    // An input that is not a plain file cannot be checked later: no cache then.
    if (value === null) return
    stamps[input] = value
  }
  try {
    // Written aside then renamed, so a concurrent reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`
    writeFileSync(partial, JSON.stringify({ inputs: stamps, text } satisfies CachedBundle))
    renameSync(partial, path)
  } catch {
    // Only a cache: the next process bundles again.
  }
}
