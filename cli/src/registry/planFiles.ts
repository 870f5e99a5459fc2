import { posix } from 'node:path'
import type { RegistryItem, RegistryItemFile } from 'shadcn/schema'
import type { LobbyConfig } from '../config/lobbyConfig.ts'
import { applyUseClient } from '../utils/applyUseClient.ts'
import { CliError } from '../utils/cliError.ts'
import { isSafeTarget } from '../utils/isSafeTarget.ts'
import { rewriteImports } from '../utils/rewriteImports.ts'

/** One host file an item writes: where (relative to the project root) and its transformed content. */
export type PlannedFile = { item: string; path: string; content: string }

/** Folder (under the components alias) that every copied component lands in. */
export const COMPONENTS_SUBDIR = 'lobby'

/** Theme items carry CSS for the Tailwind entry, not files to copy. */
export function isThemeItem(item: RegistryItem): boolean {
  return item.type === 'registry:theme' || item.type === 'registry:style'
}

/**
 * Where a registry file lands in the host, relative to its root. `~/x` targets are root-relative
 * (shadcn's convention); `components/...` and `lib/...` targets, and paths with no target, land
 * under the folders the host's aliases point to (lib files under lib, the rest under `<components>/lobby`).
 */
export function targetFor(file: RegistryItemFile, config: LobbyConfig, root: string): string {
  const wanted = file.target ?? defaultTarget(file.path)
  if (!isSafeTarget(wanted, root)) {
    throw new CliError(
      'target.unsafe',
      `Refused to write "${wanted}": it points outside the project or into a hidden file or folder.`,
      {
        nextStep: 'This registry item is unsafe; report it to the registry owner, and use another registry.',
      },
    )
  }
  const path = placed(wanted, config)
  // lobby.json is hand-editable too: the final path must stay inside the project as well.
  if (!isSafeTarget(path, root)) {
    throw new CliError(
      'target.unsafe',
      `Refused to write "${path}": it points outside the project or into a hidden file or folder.`,
      {
        nextStep: 'Check "paths" in lobby.json (folders inside your project), or run `lobby init` again.',
      },
    )
  }
  return path
}

function placed(wanted: string, config: LobbyConfig): string {
  if (wanted.startsWith('~/')) return posix.normalize(wanted.slice(2))
  if (wanted.startsWith('components/')) return posix.join(config.paths.components, wanted.slice('components/'.length))
  if (wanted.startsWith('lib/')) return posix.join(config.paths.lib, wanted.slice('lib/'.length))
  return posix.normalize(wanted)
}

/** `registry/ui/button.tsx` or `ui/button.tsx` -> `components/lobby/ui/button.tsx`; `lib/x.ts` stays `lib/x.ts`. */
function defaultTarget(path: string): string {
  const inRegistry = path.replace(/^registry\//, '')
  if (inRegistry.startsWith('lib/')) return inRegistry
  return posix.join('components', COMPONENTS_SUBDIR, inRegistry)
}

/** The host's version of a registry file: imports on the host's aliases, `'use client'` as the host needs. */
export function transformContent(content: string, path: string, config: LobbyConfig): string {
  return applyUseClient(rewriteImports(content, config.aliases), { rsc: config.rsc, path })
}

/** Every host file the items write (theme CSS excluded), after the safe-target check and transforms. */
export function planFiles(items: readonly RegistryItem[], config: LobbyConfig, root: string): PlannedFile[] {
  return items
    .filter((item) => !isThemeItem(item))
    .flatMap((item) =>
      (item.files ?? []).map((file) => {
        const path = targetFor(file, config, root)
        return { item: item.name, path, content: transformContent(file.content ?? '', path, config) }
      }),
    )
}
