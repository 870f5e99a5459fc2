import { detect } from 'package-manager-detector/detect'

/** The package managers `lobby` can install with. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun', 'deno'] as const
/** One of {@link PACKAGE_MANAGERS}. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number]

function isSupported(name: string): name is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(name)
}

/** The host's package manager from its lockfile or `packageManager` field (npm when none says). */
export async function detectPackageManager(root: string): Promise<PackageManager> {
  // stopDir: a host inside another repo must not inherit that repo's lockfile.
  const found = await detect({ cwd: root, stopDir: root })
  return found && isSupported(found.name) ? found.name : 'npm'
}
