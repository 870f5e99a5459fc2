import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'

/** The Solana facade's state file in a sandbox data directory, beside the store's `pgdata/`. */
export const SOLANA_STATE_FILE = 'solana.litesvm'

// A first line names the format, so a file that is not ours is refused rather than misread.
const MAGIC = 'lobby-solana-state 1'

/** A transaction error in the RPC's JSON form: `"AlreadyProcessed"`, `{ InstructionError: [0, { Custom: 1 }] }` ... */
const RpcTransactionError = z.union([z.string(), z.record(z.string(), z.unknown())])
/** A transaction error in the RPC's JSON form (see `RpcTransactionError`). */
export type RpcTransactionError = z.infer<typeof RpcTransactionError>

/** One landed signature: its slot and its error (null when it succeeded). */
export type SignatureStatus = { slot: bigint; err: RpcTransactionError | null }

const Statuses = z.array(z.tuple([z.string().min(1), z.string().regex(/^\d+$/), RpcTransactionError.nullable()]))

/** What survives a restart: litesvm's own snapshot (accounts, sysvars, clock, transaction history) and the statuses it does not keep. */
export type SolanaState = { svm: Uint8Array; statuses: Map<string, SignatureStatus> }

/** The path of the state file in a data directory. */
export function solanaStatePath(dataDir: string): string {
  return join(dataDir, SOLANA_STATE_FILE)
}

/**
 * Reads the state a sandbox left on this data directory; null when there is none (a fresh
 * directory starts fresh). A file that cannot be read is an error naming it, never overwritten:
 * the user decides whether to move it away.
 */
export function readSolanaState(path: string): SolanaState | null {
  if (!existsSync(path)) return null
  const refuse = (why: string) =>
    new Error(
      `The Solana state in ${path} cannot be read (${why}): move the file away to start the Solana chain afresh.`,
    )
  const bytes = readFileSync(path)
  const firstLine = bytes.indexOf(0x0a)
  const secondLine = bytes.indexOf(0x0a, firstLine + 1)
  if (firstLine < 0 || secondLine < 0 || bytes.subarray(0, firstLine).toString('utf8') !== MAGIC) {
    throw refuse(`it does not start with "${MAGIC}"`)
  }
  let entries: z.infer<typeof Statuses>
  try {
    entries = Statuses.parse(JSON.parse(bytes.subarray(firstLine + 1, secondLine).toString('utf8')))
  } catch (error) {
    throw refuse(`its signature list is damaged: ${error instanceof Error ? error.message : String(error)}`)
  }
  return {
    svm: bytes.subarray(secondLine + 1),
    statuses: new Map(entries.map(([signature, slot, err]) => [signature, { slot: BigInt(slot), err }])),
  }
}

/** Writes the state aside then renames it over the old file, so a crash leaves the old state or the new, never half. */
export function writeSolanaState(path: string, state: SolanaState): void {
  const entries = [...state.statuses].map(([signature, { slot, err }]) => [signature, String(slot), err])
  mkdirSync(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  writeFileSync(partial, Buffer.concat([Buffer.from(`${MAGIC}\n${JSON.stringify(entries)}\n`), state.svm]))
  renameSync(partial, path)
}
