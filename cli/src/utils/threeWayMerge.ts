import { merge } from 'node-diff3'

/** The outcome of merging the host's edits with a new registry version. */
export type MergeOutcome = { content: string; hasConflicts: boolean }

/** Labels git-style conflict markers carry: `<<<<<<< local` … `>>>>>>> registry`. */
export const MERGE_LABELS = { a: 'local', o: 'base', b: 'registry' } as const

/**
 * Three-way line merge (diff3) of the host's copy and the new registry version from the base
 * recorded at add time; conflicts are marked as git marks them.
 */
export function threeWayMerge(options: { local: string; base: string; registry: string }): MergeOutcome {
  const lines = (text: string) => text.split('\n')
  const result = merge(lines(options.local), lines(options.base), lines(options.registry), { label: MERGE_LABELS })
  return { content: result.result.join('\n'), hasConflicts: result.conflict }
}

/**
 * Whether `text` still holds a conflict block an earlier merge wrote (`<<<<<<< local` … `>>>>>>> registry`
 * on lines of their own): the base moved on when the markers were written, so merging again would
 * call the file up to date with the markers still in it.
 */
export function hasConflictMarkers(text: string): boolean {
  const lines = text.split(/\r?\n/)
  return lines.includes(`<<<<<<< ${MERGE_LABELS.a}`) && lines.includes(`>>>>>>> ${MERGE_LABELS.b}`)
}
