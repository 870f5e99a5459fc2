import { createTwoFilesPatch } from 'diff'
import pc from 'picocolors'

/** A unified diff of two versions of a file, coloured for a terminal, or '' when they are equal. */
export function unifiedDiff(options: {
  path: string
  from: string
  to: string
  fromLabel: string
  toLabel: string
}): string {
  if (options.from === options.to) return ''
  const patch = createTwoFilesPatch(
    options.path,
    options.path,
    options.from,
    options.to,
    options.fromLabel,
    options.toLabel,
  )
  return (
    patch
      .split('\n')
      // The patch opens with `Index:` and a rule of `=`: headers a terminal reader does not need.
      .filter((line) => !line.startsWith('Index: ') && !/^={5,}$/.test(line))
      .map((line) => {
        if (line.startsWith('+') && !line.startsWith('+++')) return pc.green(line)
        if (line.startsWith('-') && !line.startsWith('---')) return pc.red(line)
        if (line.startsWith('@@')) return pc.cyan(line)
        return line
      })
      .join('\n')
      .trimEnd()
  )
}
