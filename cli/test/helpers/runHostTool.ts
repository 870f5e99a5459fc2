import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { CLI_NODE_MODULES } from './createHost.ts'

/** Runs a tool installed for the host templates (tsc, vite, shadcn...) in a host; returns its exit code and output. */
export function runHostTool(
  root: string,
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { code: number; output: string } {
  const result = spawnSync(process.execPath, [join(CLI_NODE_MODULES, bin), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: 120_000,
  })
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` }
}

/** Entry scripts of the tools the host tests run. */
export const TOOLS = {
  tsc: 'typescript/bin/tsc',
  vite: 'vite/bin/vite.js',
  shadcn: 'shadcn/dist/index.js',
} as const
