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
