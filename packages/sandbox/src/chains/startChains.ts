import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { z } from 'zod'
import { anvilBinary } from './anvilBinary.ts'

/** A chain to start: its id, display name and whether it stands in for a testnet. */
export const ChainDefinition = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  testnet: z.boolean(),
})
/** A chain to start (see `ChainDefinition`). */
export type ChainDefinition = z.infer<typeof ChainDefinition>

/** A running local chain; `rpcUrl` answers JSON-RPC on loopback, CORS open to the browser. */
export type SandboxChain = ChainDefinition & { rpcUrl: string }

/** A prefunded dev account, the same on every chain. */
export type SandboxAccount = { address: Hex; privateKey: Hex }

/** Options of `startChains`. */
export type StartChainsOptions = {
  /** Chains to start; default one mainnet-like (1) and one testnet-like (11155111). */
  chains?: ChainDefinition[]
  /** Prefunded accounts per chain; default 10. */
  accounts?: number
  /** Balance of each account, in ether; default 10000. */
  balance?: number
  /** How long to wait for each anvil to listen; default 15 s. */
  startTimeoutMs?: number
  /**
   * A directory where each chain keeps its state (`anvil-chain-<id>.json`): loaded at start, written
   * every second and on stop, so balances, blocks and receipts outlive a restart. Without it the
   * chains start fresh each time.
   */
  stateDir?: string
}

/** The started chains and their shared accounts; `close()` stops every anvil. */
export type RunningChains = {
  chains: SandboxChain[]
  accounts: SandboxAccount[]
  close(): Promise<void>
}

/**
 * The chains the sandbox runs when none are given: ids of real networks, on loopback. Two are
 * testnets so that funding can bridge between chains of the same kind (W-4.36).
 */
export const DEFAULT_CHAINS: ChainDefinition[] = [
  { id: 1, name: 'Ethereum (sandbox)', testnet: false },
  { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
  { id: 84532, name: 'Base Sepolia (sandbox)', testnet: true },
]

// anvil's well-known dev mnemonic: public test keys, never to hold real funds.
const MNEMONIC = 'test test test test test test test test test test test junk'

const live = new Set<ChildProcess>()
let exitHookInstalled = false

// The guard below also covers this, but a clean exit should not wait for the OS to notice.
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of live) child.stdin?.destroy()
  })
}

// anvil must not outlive us, even when we are SIGKILLed (no exit hook runs then). A tiny shell
// holds our stdin pipe: when it closes, because we stopped the chain or died, it stops anvil. A
// SIGTERM lets anvil write its state on the way out; one that does not exit in 5 s is killed.
const GUARD = [
  '"$@" </dev/null & anvil=$!',
  'read _',
  'kill -TERM $anvil 2>/dev/null',
  '(sleep 5; kill -9 $anvil 2>/dev/null) </dev/null >/dev/null 2>&1 & killer=$!',
  'wait $anvil',
  'kill $killer 2>/dev/null',
  'exit 0',
].join('; ')

/** The file where a chain keeps its state in a state directory. */
export function chainStatePath(stateDir: string, chainId: number): string {
  return join(stateDir, `anvil-chain-${chainId}.json`)
}

// What anvil's own dump always holds; enough to tell its file from a damaged or foreign one.
const AnvilState = z.object({ block: z.object({}).loose(), accounts: z.record(z.string(), z.unknown()) }).loose()

/**
 * Refuses a state file anvil could not load, naming it: anvil's own error would only say it failed
 * to start. The file is never overwritten: the user decides whether to move it away.
 */
function checkChainState(path: string, chainId: number): void {
  if (!existsSync(path)) return
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw chainStateError(path, chainId, `it is not JSON: ${(error as Error).message}`)
  }
  if (!AnvilState.safeParse(parsed).success) throw chainStateError(path, chainId, 'it is not an anvil state dump')
}

function chainStateError(path: string, chainId: number, why: string): Error {
  return new Error(
    `The state of chain ${chainId} in ${path} cannot be read (${why}): move the file away to start that chain afresh.`,
  )
}

function spawnGuarded(binary: string, args: string[]): ChildProcess {
  if (process.platform === 'win32') return spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] })
  return spawn('/bin/sh', ['-c', GUARD, 'anvil-guard', binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
}

function deriveAccounts(count: number): SandboxAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('anvil account derivation gave no private key.')
    return { address: account.address, privateKey: toHex(key) }
  })
}

function stop(child: ChildProcess): Promise<void> {
  live.delete(child)
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    if (process.platform === 'win32') child.kill('SIGKILL')
    else child.stdin?.end()
  })
}

function startAnvil(
  chain: ChainDefinition,
  accounts: number,
  balance: number,
  timeoutMs: number,
  stateDir: string | undefined,
): Promise<{ chain: SandboxChain; child: ChildProcess }> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chain.id)]
  args.push('--accounts', String(accounts), '--balance', String(balance), '--mnemonic', MNEMONIC)
  // `*` is anvil's default too: a loopback-only node may answer any page on this machine.
  args.push('--allow-origin', '*')
  if (stateDir) {
    // Written every second as well as on exit: a machine that dies loses at most the last second.
    args.push('--state', chainStatePath(stateDir, chain.id), '--state-interval', '1')
  }
  const child = spawnGuarded(anvilBinary(), args)
  live.add(child)
  installExitHook()
  return new Promise((resolve, reject) => {
    let output = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      void stop(child)
      reject(new Error(`anvil for chain ${chain.id} did not start: ${reason}`))
    }
    const timer = setTimeout(() => fail(`no answer in ${timeoutMs} ms.\n${output}`), timeoutMs)
    const read = (data: Buffer) => {
      output += data.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off('data', read)
      // Keep draining so a chatty anvil never blocks on a full pipe.
      child.stdout?.resume()
      resolve({ chain: { ...chain, rpcUrl: `http://127.0.0.1:${match[1]}` }, child })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString()
    })
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code) => fail(`exited with code ${code}.\n${output}`))
  })
}

/** Starts one anvil per chain on 127.0.0.1 (free ports), with the same prefunded accounts on each. */
export async function startChains(options: StartChainsOptions = {}): Promise<RunningChains> {
  const definitions = z
    .array(ChainDefinition)
    .min(1)
    .parse(options.chains ?? DEFAULT_CHAINS)
  const ids = new Set(definitions.map((chain) => chain.id))
  if (ids.size !== definitions.length) throw new Error('Each chain needs its own id.')
  const accounts = z
    .number()
    .int()
    .min(1)
    .max(1000)
    .parse(options.accounts ?? 10)
  const balance = z
    .number()
    .positive()
    .parse(options.balance ?? 10_000)
  const timeout = options.startTimeoutMs ?? 15_000
  // Every state file is checked before any anvil starts, so a refusal leaves nothing running.
  const { stateDir } = options
  if (stateDir) for (const chain of definitions) checkChainState(chainStatePath(stateDir, chain.id), chain.id)
  const started = await Promise.allSettled(
    definitions.map((chain) => startAnvil(chain, accounts, balance, timeout, stateDir)),
  )
  const children = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.child] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(children.map(stop))
    throw failure.reason
  }
  let closed: Promise<void> | undefined
  return {
    chains: started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.chain] : [])),
    accounts: deriveAccounts(accounts),
    close: () => {
      closed ??= Promise.all(children.map(stop)).then(() => undefined)
      return closed
    },
  }
}
