import { spawn } from 'node:child_process'
import * as clack from '@clack/prompts'
import { spawnableCommand } from './utils/spawnableCommand.ts'

/** A long step shown to the user: a spinner in a terminal, plain lines otherwise. */
export type Progress = { stop(message: string): void; fail(message: string): void }

/** Everything a command touches outside its arguments, so tests run commands in-process. */
export type CliContext = {
  /** Folder the command runs in (`--cwd` overrides it). */
  cwd: string
  out(line: string): void
  err(line: string): void
  /** Asks a yes/no question; false when nobody can answer (no terminal). */
  confirm(message: string): Promise<boolean>
  progress(title: string): Progress
  /** Runs a program (the package manager) and resolves with its exit code. */
  exec(command: string, args: readonly string[], options: { cwd: string }): Promise<number>
  fetch: typeof fetch
}

// Never through a shell: the arguments are package specs from a registry (see spawnableCommand).
function runProcess(command: string, args: readonly string[], options: { cwd: string }): Promise<number> {
  const spawnable = spawnableCommand(command, args, process)
  if (spawnable === null) return Promise.resolve(127)
  return new Promise((resolvePromise) => {
    const child = spawn(spawnable.file, spawnable.args, { cwd: options.cwd, stdio: 'inherit', shell: false })
    child.on('error', () => resolvePromise(127))
    child.on('close', (code) => resolvePromise(code ?? 1))
  })
}

/** The real terminal: clack spinners and prompts when interactive, plain output when piped (CI). */
export function createTerminalContext(): CliContext {
  const interactive = Boolean(process.stdout.isTTY && process.stdin.isTTY)
  return {
    cwd: process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    async confirm(message) {
      if (!interactive) return false
      const answer = await clack.confirm({ message, initialValue: false })
      return answer === true
    },
    progress(title) {
      if (!interactive) {
        console.log(`${title}...`)
        return { stop: (message) => console.log(message), fail: (message) => console.error(message) }
      }
      const spinner = clack.spinner()
      spinner.start(title)
      return { stop: (message) => spinner.stop(message), fail: (message) => spinner.error(message) }
    },
    exec: runProcess,
    fetch: globalThis.fetch,
  }
}
