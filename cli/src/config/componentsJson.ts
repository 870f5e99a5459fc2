import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { rawConfigSchema } from 'shadcn/schema'
import { looksLikeUrl } from '../registry/registryUrl.ts'
import { CliError } from '../utils/cliError.ts'
import type { LobbyConfig } from './lobbyConfig.ts'

/** shadcn's project file, where `registries` tells `npx shadcn add @lobby/<item>` where items are. */
export const COMPONENTS_FILE = 'components.json'

/** Where `npm start` in the Lobby repo serves the built registry (the docs site's /r). */
export const DEFAULT_REGISTRY_ITEM_URL = 'http://localhost:5173/r/{name}.json'

/**
 * The URL template shadcn fetches `@<namespace>/<name>` from: the `--registry` URL's folder plus
 * `{name}.json`. shadcn reads registries over HTTP only, so a folder registry gets the default.
 */
export function registryItemUrl(source: string | undefined): string {
  if (source === undefined || !looksLikeUrl(source)) return DEFAULT_REGISTRY_ITEM_URL
  const folder = source.endsWith('.json') ? source.slice(0, source.lastIndexOf('/')) : source.replace(/\/+$/, '')
  return `${folder}/{name}.json`
}

/** components.json as far as `lobby init` edits it: the registries, everything else kept as it is. */
type ComponentsJson = Record<string, unknown> & { registries?: Record<string, unknown> }

/** A components.json for a host that has none, from what `lobby init` detected. */
function freshComponentsJson(config: LobbyConfig): ComponentsJson {
  const hooks = posix.join(posix.dirname(config.aliases.components), 'hooks')
  return rawConfigSchema.parse({
    $schema: 'https://ui.shadcn.com/schema.json',
    style: 'new-york',
    rsc: config.rsc,
    tsx: config.tsx,
    // Lobby's items bring their own theme: an empty base colour keeps shadcn from fetching one.
    tailwind: { config: '', css: config.tailwind.css, baseColor: '', cssVariables: true },
    aliases: {
      components: config.aliases.components,
      utils: config.aliases.utils,
      ui: `${config.aliases.components}/ui`,
      lib: config.aliases.lib,
      hooks,
    },
  })
}

/**
 * components.json with `registries[namespace]` set to `url`, everything else kept (or a new file
 * from the detected setup); null when it already says so.
 */
export function withRegistry(root: string, config: LobbyConfig, namespace: string, url: string): string | null {
  const file = join(root, COMPONENTS_FILE)
  let current: ComponentsJson
  if (existsSync(file)) {
    try {
      current = JSON.parse(readFileSync(file, 'utf8'))
    } catch (cause) {
      throw new CliError('config.invalid', `${COMPONENTS_FILE} is not valid JSON.`, {
        nextStep: `Fix ${COMPONENTS_FILE} (or delete it), then run \`lobby init\` again.`,
        cause,
      })
    }
  } else {
    current = freshComponentsJson(config)
  }
  if (current.registries?.[namespace] === url) return null
  return `${JSON.stringify({ ...current, registries: { ...current.registries, [namespace]: url } }, null, 2)}\n`
}

/** Writes what {@link withRegistry} returned. */
export function writeComponentsJson(root: string, content: string): void {
  writeFileSync(join(root, COMPONENTS_FILE), content)
}
