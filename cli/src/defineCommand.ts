import { resolve } from 'node:path'
import { type ParseArgsConfig, parseArgs } from 'node:util'
import type { z } from 'zod'
import type { CliContext } from './context.ts'
import { CliError } from './utils/cliError.ts'

type FlagSpec = NonNullable<ParseArgsConfig['options']>

/** One `lobby` sub-command: its flags, the zod schema they are parsed by, and what it does. */
export type Command = {
  name: string
  summary: string
  usage: string
  /** Runs the command; returns the exit code. Throw a `CliError` for failures the user can fix. */
  run(argv: readonly string[], ctx: CliContext): Promise<number>
}

/** What a command handler receives: the context plus the project root (`--cwd` applied). */
export type CommandContext = CliContext & { root: string }

/** Flags every command takes. */
export const COMMON_FLAGS = {
  cwd: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies FlagSpec

/**
 * The user's words for what is wrong with the arguments: one sentence per issue, a flag named as
 * typed (`--registry`), an argument by its value; never the schema's own field names or marks
 * (main prints the single ✖).
 */
function describeIssues(error: z.ZodError, positionals: readonly string[]): string {
  return error.issues
    .map((issue) => {
      const [field, index] = issue.path
      if (field === 'positionals')
        return typeof index === 'number' ? `"${positionals[index]}": ${issue.message}` : issue.message
      return field === undefined ? issue.message : `--${String(field)}: ${issue.message}`
    })
    .join(' ')
}

/**
 * Builds a command whose raw flags and positionals go through `schema` before `handler` sees them,
 * so a handler only ever receives valid, typed options.
 */
export function defineCommand<Schema extends z.ZodType>(definition: {
  name: string
  summary: string
  usage: string
  flags: FlagSpec
  schema: Schema
  handler(options: z.infer<Schema>, ctx: CommandContext): Promise<number>
}): Command {
  return {
    name: definition.name,
    summary: definition.summary,
    usage: definition.usage,
    async run(argv, ctx) {
      let parsed: ReturnType<typeof parseArgs>
      try {
        parsed = parseArgs({
          args: [...argv],
          options: { ...COMMON_FLAGS, ...definition.flags },
          allowPositionals: true,
          strict: true,
        })
      } catch (cause) {
        throw new CliError('args.invalid', (cause as Error).message, {
          nextStep: `Run \`lobby ${definition.name} --help\` for its options.`,
          cause,
        })
      }
      if (parsed.values.help === true) {
        ctx.out(definition.usage)
        return 0
      }
      const options = definition.schema.safeParse({ ...parsed.values, positionals: parsed.positionals })
      if (!options.success) {
        throw new CliError('args.invalid', describeIssues(options.error, parsed.positionals), {
          nextStep: `Run \`lobby ${definition.name} --help\` for its usage.`,
        })
      }
      const cwd = typeof parsed.values.cwd === 'string' ? resolve(ctx.cwd, parsed.values.cwd) : ctx.cwd
      return definition.handler(options.data, { ...ctx, root: cwd })
    },
  }
}
