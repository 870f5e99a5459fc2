import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LobbyError } from '../../src/core/errors/lobbyError'

// The loader is page-wide state: each test starts from a fresh module.
let core: typeof import('../../src/core/viem')
beforeEach(async () => {
  vi.resetModules()
  core = await import('../../src/core/viem')
})

const parts = () => import('../../src/viem')

describe('viem, an optional peer loaded on demand', () => {
  it("the host's loader is what wallet paths load, once", async () => {
    const loader = vi.fn(parts)
    core.setViemLoader(loader)
    const [first, second] = await Promise.all([core.loadViem(), core.loadViem()])
    expect(first).toBe(second)
    expect(typeof first.createSiweMessage).toBe('function')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it.each([
    [
      'Chromium',
      () => new TypeError('Failed to resolve module specifier "viem". Relative references must start with "/".'),
    ],
    [
      'Node',
      () =>
        Object.assign(new Error("Cannot find package 'viem' imported from /app/x.js"), {
          code: 'ERR_MODULE_NOT_FOUND',
        }),
    ],
  ])('a page without viem is told to install it and pass the loader (%s)', async (_, missing) => {
    core.setViemLoader(() => Promise.reject(missing()))
    const error = (await core.loadViem().catch((e: unknown) => e)) as LobbyError
    expect(error).toMatchObject({ kind: 'client_error', code: 'viem.not_installed' })
    expect(error.shortMessage).toBe('Wallet features need viem, which this app has not set up.')
    expect(error.nextStep).toContain('npm install viem')
    expect(error.nextStep).toContain("loadViem={() => import('@lobby/headless/viem')}")
  })

  it('a failed load is not kept: once the host fixes its loader, the next wallet action loads viem', async () => {
    core.setViemLoader(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/viem-1.js')),
    )
    const broken = await core.loadViem().catch((e: unknown) => e)
    // Not the package missing: the loading error reaches the caller as it was.
    expect(broken).toBeInstanceOf(TypeError)
    core.setViemLoader(parts)
    expect(typeof (await core.loadViem()).getAddress).toBe('function')
  })

  it('with no loader, a runtime that resolves package names itself (Node: SSR, test runners) loads viem by name', async () => {
    const viem = await core.loadViem()
    expect(viem.getAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    )
    expect(typeof viem.createSiweMessage).toBe('function')
  })
})
