import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { PACKAGE_MANAGERS } from '../preflights/detectPackageManager.ts'
import { CliError } from '../utils/cliError.ts'

/** The file `lobby init` writes at the host's root. */
export const CONFIG_FILE = 'lobby.json'

const PackageManager = z.enum(PACKAGE_MANAGERS)

/** Schema of `lobby.json`: what `init` detected, and what `add` copied (for `diff` and `update`). */
export const LobbyConfigSchema = z.object({
  framework: z.enum(['vite', 'next-app', 'next-pages']),
  /** React Server Components host: component files get `'use client'`. */
  rsc: z.boolean(),
  tsx: z.boolean(),
  packageManager: PackageManager,
  tailwind: z.object({ css: z.string().min(1) }),
  aliases: z.object({ components: z.string().min(1), lib: z.string().min(1), utils: z.string().min(1) }),
  /** Folders, relative to the project root, that the aliases resolve to. */
  paths: z.object({ components: z.string().min(1), lib: z.string().min(1) }),
  /** A registry other than the bundled one (`--registry` given to `init`). */
  registry: z.string().optional(),
  /** Items added, each with the host files it wrote (relative to the project root). */
  items: z.record(z.string(), z.object({ files: z.array(z.string()) })).default({}),
})

/** The parsed `lobby.json`. */
export type LobbyConfig = z.infer<typeof LobbyConfigSchema>

/** Reads and validates `lobby.json`, or throws a coded error telling the user to run `lobby init`. */
export function readLobbyConfig(root: string): LobbyConfig {
  const file = join(root, CONFIG_FILE)
  if (!existsSync(file)) {
    throw new CliError('config.not_found', `No ${CONFIG_FILE} in ${root}.`, {
      nextStep: 'Run `lobby init` in your app first.',
    })
  }
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new CliError('config.invalid', `${CONFIG_FILE} is not valid JSON.`, {
      nextStep: `Fix ${CONFIG_FILE}, or delete it and run \`lobby init\` again.`,
      cause,
    })
  }
  const parsed = LobbyConfigSchema.safeParse(json)
  if (!parsed.success) {
    throw new CliError('config.invalid', `${CONFIG_FILE} is invalid: ${z.prettifyError(parsed.error)}`, {
      nextStep: `Fix ${CONFIG_FILE}, or delete it and run \`lobby init\` again.`,
    })
  }
  return parsed.data
}

/** Writes `lobby.json` with stable formatting. */
export function writeLobbyConfig(root: string, config: LobbyConfig): void {
  writeFileSync(join(root, CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`)
}
