import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const ARCHES: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the anvil binary shipped in `@foundry-rs/anvil`'s platform package. We spawn it
 * directly, not through the package's Node wrapper, so that killing our child kills anvil.
 */
export function anvilBinary(): string {
  const arch = ARCHES[process.arch]
  const platform = process.platform === 'win32' ? 'win32' : process.platform
  if (!arch) throw new Error(`anvil has no binary for ${process.platform}/${process.arch}.`)
  const fromSandbox = createRequire(import.meta.url)
  const wrapper = fromSandbox.resolve('@foundry-rs/anvil/package.json')
  const fromWrapper = createRequire(wrapper)
  const name = `@foundry-rs/anvil-${platform}-${arch}`
  let manifest: string
  try {
    manifest = fromWrapper.resolve(`${name}/package.json`)
  } catch {
    throw new Error(`${name} is not installed: reinstall @foundry-rs/anvil for this platform.`)
  }
  return join(dirname(manifest), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
}
