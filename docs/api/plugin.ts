import type { Plugin } from 'vite'
import { extractApi } from './extract.ts'

const ID = 'virtual:lobby-api'
const RESOLVED = `\0${ID}`

/** Serves `virtual:lobby-api`: the headless API read from its sources, refreshed when they change. */
export function lobbyApiPlugin(options: { reactEntry: string; coreEntry: string; watchDir: string }): Plugin {
  let cache: string | null = null
  return {
    name: 'lobby-api',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      cache ??= `export default ${JSON.stringify(extractApi(options.reactEntry, options.coreEntry))}`
      return cache
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(options.watchDir)) return
      cache = null
      const module = server.moduleGraph.getModuleById(RESOLVED)
      if (module) server.moduleGraph.invalidateModule(module)
    },
  }
}
