import { readFileSync } from 'node:fs'
import pc from 'picocolors'
import { CLI_ROOT } from './cliRoot.ts'
import { addCommand } from './commands/add.ts'
import { diffCommand } from './commands/diff.ts'
import { initCommand } from './commands/init.ts'
import { listCommand } from './commands/list.ts'
import { updateCommand } from './commands/update.ts'
import { type CliContext, createTerminalContext } from './context.ts'
import type { Command } from './defineCommand.ts'
import { CliError } from './utils/cliError.ts'

/** Every `lobby` sub-command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [initCommand, addCommand, listCommand, diffCommand, updateCommand]

function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    'Usage: lobby <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    '  --help     show this help (`lobby <command> --help` for a command)',
    '  --version  print the CLI version',
  ].join('\n')
}

/** Entry point of the `lobby` command; returns the process exit code. */
export async function main(
  argv: readonly string[],
  out: (line: string) => void = console.log,
  context: Partial<CliContext> = {},
): Promise<number> {
  const ctx: CliContext = { ...createTerminalContext(), out, ...context }
  const [name, ...rest] = argv
  if (name === '--version' || name === '-v') {
    const pkg = JSON.parse(readFileSync(new URL('package.json', CLI_ROOT), 'utf8')) as { version: string }
    ctx.out(pkg.version)
    return 0
  }
  if (name === undefined || name === '--help' || name === '-h') {
    ctx.out(usage())
    return 0
  }
  const command = COMMANDS.find((candidate) => candidate.name === name)
  try {
    if (!command) {
      throw new CliError('command.unknown', `Unknown command "${name}".`, {
        nextStep: 'Run `lobby --help` to see the commands.',
      })
    }
    return await command.run(rest, ctx)
  } catch (error) {
    if (error instanceof CliError) {
      ctx.err(`${pc.red('✖')} ${error.message} ${pc.dim(`[${error.code}]`)}`)
      ctx.err(`  ${pc.bold('Next:')} ${error.nextStep}`)
      return 1
    }
    ctx.err(
      `${pc.red('✖')} Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    ctx.err(`  ${pc.bold('Next:')} Run again; if it keeps failing, report it with this output.`)
    return 2
  }
}
