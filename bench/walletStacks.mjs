// Which exports of @lobby/headless belong to the wallet stacks: those whose module, or any module
// it imports, lives in a wallet folder of core (the embedded wallet, transactions, external-wallet
// connectors, funding, cross-app). Read from the built dist, so the split follows the code as it
// is, not a hand-kept list.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'headless', 'dist')
const WALLET_FOLDERS = /^core\/(wallet|transactions|connectors|funding|cross-app)\//
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^'"]*?\bfrom\s*)?["'](\.[^"']+)["']/g

function reachesWallet(file, memo, path = new Set()) {
  if (WALLET_FOLDERS.test(file)) return true
  if (memo.has(file)) return memo.get(file)
  if (path.has(file)) return false
  path.add(file)
  const source = readFileSync(join(dist, file), 'utf8')
  let reaches = false
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const target = relative(dist, join(dist, dirname(file), specifier))
    if (reachesWallet(target, memo, path)) {
      reaches = true
      break
    }
  }
  memo.set(file, reaches)
  return reaches
}

/** The package's export names outside the wallet stacks (the static imports of dist/index.js that never reach a wallet folder). */
export function exportsWithoutWalletStacks() {
  const memo = new Map()
  const names = []
  for (const [, list, file] of readFileSync(join(dist, 'index.js'), 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g,
  )) {
    if (reachesWallet(file, memo)) continue
    for (const entry of list.split(',')) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.push(name)
    }
  }
  return names
}
