import { stripVTControlCharacters } from 'node:util'
import { main } from '../../src/main.ts'

/** What one in-process `lobby` run printed and returned. */
export type LobbyRun = { code: number; out: string; err: string; execs: string[][]; prompts: string[] }

/**
 * Runs `lobby` in-process in `cwd`, capturing output; `confirm` answers prompts, and the package
 * manager is recorded instead of run (`execCode` is its exit code).
 */
export async function runLobby(
  cwd: string,
  argv: string[],
  options: { confirm?: boolean; execCode?: number; fetch?: typeof fetch } = {},
): Promise<LobbyRun> {
  const out: string[] = []
  const err: string[] = []
  const execs: string[][] = []
  const prompts: string[] = []
  const code = await main(argv, (line) => out.push(line), {
    cwd,
    err: (line) => err.push(line),
    async confirm(message) {
      prompts.push(message)
      return options.confirm ?? false
    },
    progress: () => ({ stop: (line) => out.push(line), fail: (line) => err.push(line) }),
    async exec(command, args) {
      execs.push([command, ...args])
      return options.execCode ?? 0
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  // Colours off for assertions, whatever the terminal made picocolors decide.
  const plain = (lines: string[]) => stripVTControlCharacters(lines.join('\n'))
  return { code, out: plain(out), err: plain(err), execs, prompts }
}
