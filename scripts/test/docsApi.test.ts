import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiExport, extractApi } from '../../docs/api/extract.ts'

// A hook page's Options and Returns tables are all a team on its own markup has to learn a hook
// from: the live example's source is not on the page. Most hooks return `State & { commands }`,
// an intersection; the tables were empty for those, useLoginWithEmail's among them.
const headless = fileURLToPath(new URL('../../packages/headless/src', import.meta.url))
let api: ApiExport[]

beforeAll(() => {
  api = extractApi(`${headless}/react/index.ts`, `${headless}/core/index.ts`)
}, 60_000)

const hook = (name: string) => {
  const found = api.find((entry) => entry.kind === 'hook' && entry.name === name)
  if (!found) throw new Error(`no hook ${name} in the docs' API`)
  return found
}
const names = (members: ApiExport['returns']) => members.map((member) => member.name)

describe("the docs' hook pages (docs/api/extract.ts)", () => {
  it.each([
    ['useLoginWithEmail', ['state', 'destination', 'error', 'isPending', 'sendCode', 'loginWithCode']],
    ['useSignMessage', ['state', 'ready', 'approve', 'close', 'signMessage']],
    ['useSendTransaction', ['state', 'ready', 'errorScreen', 'approve', 'retry', 'sendTransaction']],
    ['useMfaEnrollment', ['step', 'totp', 'error', 'begin', 'continue', 'submitCode', 'successText']],
    ['useMfa', ['verify']],
  ])('list the members of an intersection return type: %s', (name, expected) => {
    expect(names(hook(name).returns)).toEqual(expect.arrayContaining(expected))
  })

  it('list the options of an intersection options type: useSendTransaction, useLoginWithOAuth', () => {
    expect(names(hook('useSendTransaction').options)).toEqual(expect.arrayContaining(['chains', 'showInModal']))
    expect(names(hook('useLoginWithOAuth').options).length).toBeGreaterThan(0)
  })

  it('list the members every part of a union return type shares: useAwaitingConnection', () => {
    expect(names(hook('useAwaitingConnection').returns)).toEqual(expect.arrayContaining(['canRetry', 'retry']))
  })

  it('show no String methods for a union of string literals (WalletListKey)', () => {
    const type = api.find((entry) => entry.name === 'WalletListKey')
    expect(type?.returns).toEqual([])
  })
})
