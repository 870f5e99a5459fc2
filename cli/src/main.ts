import { readFileSync } from 'node:fs'

const USAGE = `Usage: lobby <command>

Commands:
  --help       show this help
  --version    print the CLI version`

/** Entry point of the `lobby` command; returns the process exit code. */
export async function main(argv: readonly string[], out: (line: string) => void = console.log): Promise<number> {
  const [command] = argv
  if (command === '--version' || command === '-v') {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    out(pkg.version)
    return 0
  }
  if (command === undefined || command === '--help' || command === '-h') {
    out(USAGE)
    return 0
  }
  console.error(`Unknown command "${command}". Run \`lobby --help\` to see the commands.`)
  return 1
}
