import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** A program and its arguments, ready for `spawn` without a shell. */
export type Spawnable = { file: string; args: string[] }

type Host = { platform: NodeJS.Platform; env: NodeJS.ProcessEnv; execPath: string }

// The script a package manager's cmd-shim (npm's `npm.cmd`, `pnpm.cmd`, corepack's) starts with
// node: `"%~dp0\node_modules\pnpm\bin\pnpm.cjs"`, `"%dp0%\..."` in older shims, or npm.cmd's
// `SET "NPM_CLI_JS=%~dp0\..."`. npm.cmd names npm-prefix.js first and npm-cli.js last: the last is the program.
const SHIM_SCRIPT = /"(?:\w+=)?%~?dp0%?\\([^"%\r\n]+\.[cm]?js)"/g

/**
 * How to start a package manager without a shell. Elsewhere than Windows, the command itself.
 * On Windows, npm, pnpm and yarn are `.cmd` files, which only cmd.exe can run, and cmd.exe reads
 * `&`, `|` and `%` in arguments as its own syntax: run a native `.exe` when there is one, else
 * node on the script the shim would start. Null when neither is found (the user installs by hand).
 */
export function spawnableCommand(command: string, args: readonly string[], host: Host): Spawnable | null {
  if (host.platform !== 'win32') return { file: command, args: [...args] }
  const pathVariable = Object.entries(host.env).find(([key]) => key.toUpperCase() === 'PATH')?.[1] ?? ''
  for (const dir of pathVariable.split(';').filter(Boolean)) {
    const exe = join(dir, `${command}.exe`)
    if (existsSync(exe)) return { file: exe, args: [...args] }
    const shim = join(dir, `${command}.cmd`)
    if (!existsSync(shim)) continue
    const script = [...readFileSync(shim, 'utf8').matchAll(SHIM_SCRIPT)].at(-1)?.[1]
    if (script === undefined) return null
    const full = resolve(dir, ...script.split('\\'))
    return existsSync(full) ? { file: host.execPath, args: [full, ...args] } : null
  }
  return null
}
