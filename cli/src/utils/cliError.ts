/** Codes of every failure the CLI reports; each comes with a next step for the user. */
export type CliErrorCode =
  | 'args.invalid'
  | 'command.unknown'
  | 'project.not_found'
  | 'project.unsupported'
  | 'aliases.not_found'
  | 'tailwind.not_found'
  | 'config.not_found'
  | 'config.invalid'
  | 'registry.unreachable'
  | 'registry.insecure'
  | 'registry.invalid'
  | 'registry.item_not_found'
  | 'target.unsafe'
  | 'file.local_edit'
  | 'install.failed'
  | 'headless.not_found'
  | 'update.conflict'
  | 'item.not_added'

/** A failure the user can act on: a stable `code`, a short message and the command to run next. */
export class CliError extends Error {
  override name = 'CliError'
  readonly code: CliErrorCode
  readonly nextStep: string

  constructor(code: CliErrorCode, message: string, options: { nextStep: string; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.code = code
    this.nextStep = options.nextStep
  }
}
