import { Hono } from 'hono'
import { z } from 'zod'
import { RPC_ERROR, RpcRequest } from './solanaJsonRpc.ts'
import { createSolanaPubsub, type SolanaPubsub } from './solanaPubsub.ts'
import {
  type RpcTransactionError,
  readSolanaState,
  type SignatureStatus,
  solanaStatePath,
  writeSolanaState,
} from './solanaState.ts'

/** Where the Solana JSON-RPC facade answers on the sandbox, over HTTP and WebSocket (`solana.rpcUrl`, `solana.wsUrl` at GET /_sandbox/chains). */
export const SOLANA_RPC_PATH = '/_chains/solana'

/** The most one `requestAirdrop` may ask for: 1000 SOL, in lamports. */
export const SOLANA_AIRDROP_MAX_LAMPORTS = 1_000_000_000_000

/** A fixed fee per signature, as the cluster's fee schedule has it. */
const LAMPORTS_PER_SIGNATURE = 5000

/** How many blocks a blockhash stays usable, as on a real cluster. */
const BLOCKHASH_VALID_BLOCKS = 150n

// Names of litesvm's fieldless error enums, by value, as the RPC spells them in `err`.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

// litesvm error values: a fieldless enum number, or a native class exposing getters.
type Field = number | object

/** Turns litesvm's error objects (native classes with getters) into the RPC's JSON form. */
function toRpcError(error: Field): RpcTransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  const value = error as { index?: number; accountIndex?: number; err?: () => unknown; toString(): string }
  if (typeof value.err === 'function' && typeof value.index === 'number') {
    const inner = value.err() as number | { code?: number; toString(): string }
    const instruction =
      typeof inner === 'number'
        ? (INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`)
        : typeof inner.code === 'number'
          ? { Custom: inner.code }
          : { BorshIoError: inner.toString() }
    return { InstructionError: [value.index, instruction] }
  }
  if (typeof value.accountIndex === 'number') {
    const name = value.toString().includes('ProgramExecutionTemporarilyRestricted')
      ? 'ProgramExecutionTemporarilyRestricted'
      : 'InsufficientFundsForRent'
    return { [name]: { account_index: value.accountIndex } }
  }
  if (typeof value.index === 'number') return { DuplicateInstruction: value.index }
  return value.toString()
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const Pubkey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 public key')
const Config = z.looseObject({ encoding: z.string().optional(), commitment: z.string().optional() }).optional()

type Engine = Awaited<ReturnType<typeof loadEngine>>

// litesvm is native code: loaded on the first Solana call, so the rest of the sandbox never waits for it.
async function loadEngine(statePath: string | undefined) {
  const [{ LiteSVM }, kit] = await Promise.all([import('litesvm'), import('@solana/kit')])
  let state: ReturnType<typeof readSolanaState> = null
  try {
    state = statePath ? readSolanaState(statePath) : null
  } catch (error) {
    throw new RpcError(RPC_ERROR.internal, error instanceof Error ? error.message : String(error))
  }
  if (!state) return { svm: new LiteSVM(), kit, statuses: new Map<string, SignatureStatus>() }
  try {
    return { svm: LiteSVM.fromBytes(state.svm), kit, statuses: state.statuses }
  } catch (error) {
    throw new RpcError(
      RPC_ERROR.internal,
      `The Solana state in ${statePath} cannot be read (litesvm refused its snapshot: ${error instanceof Error ? error.message : String(error)}): move the file away to start the Solana chain afresh.`,
    )
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new RpcError(
      RPC_ERROR.invalidParams,
      `Invalid params: ${what} must be ${parsed.error.issues[0]?.message ?? 'valid'}.`,
    )
  return parsed.data
}

/** The Solana facade: litesvm in-process behind the JSON-RPC methods a wallet needs, at `SOLANA_RPC_PATH`. */
export type SolanaRpc = {
  /** POST JSON-RPC 2.0 (one call or a batch). */
  routes: Hono
  /** The WebSocket side at the same path: signature subscriptions. */
  pubsub: SolanaPubsub
  /** Runs one JSON-RPC call in-process, as the route would. */
  call(method: string, params?: unknown[]): Promise<unknown>
}

/** Options of `createSolanaRpc`. */
export type SolanaRpcOptions = {
  /** The sandbox's data directory: the chain's state is kept there across restarts. Omit for a chain in memory. */
  dataDir?: string | undefined
}

/**
 * A small Solana JSON-RPC facade over litesvm (issue 10): getBalance, getLatestBlockhash,
 * sendTransaction, getSignatureStatuses, requestAirdrop, getAccountInfo, and the few reads clients
 * make around them, with signature subscriptions on its WebSocket. With a data directory, every
 * landed transaction writes the chain's state there, so a restart finds it as it was.
 */
export function createSolanaRpc(options: SolanaRpcOptions = {}): SolanaRpc {
  const statePath = options.dataDir ? solanaStatePath(options.dataDir) : undefined
  const pubsub = createSolanaPubsub({ path: SOLANA_RPC_PATH })
  let engine: Promise<Engine> | undefined
  const load = () => {
    engine ??= loadEngine(statePath).catch((error: unknown) => {
      engine = undefined
      if (error instanceof RpcError) throw error
      throw new RpcError(
        RPC_ERROR.internal,
        `The Solana VM (litesvm) could not be loaded on this machine: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
    return engine
  }

  const context = ({ svm }: Engine) => ({ slot: Number(svm.getClock().slot), apiVersion: '2.2.0' })
  const base58 = ({ kit }: Engine, bytes: Uint8Array) => kit.getBase58Decoder().decode(bytes)
  // Each landed transaction gets a slot of its own, as if every block held one.
  const land = ({ svm, statuses }: Engine, signature: string, err: RpcTransactionError | null) => {
    const slot = svm.getClock().slot + 1n
    svm.warpToSlot(slot)
    const status = { slot, err }
    statuses.set(signature, status)
    // Kept before the answer, so a signature the client was given survives a restart, even a SIGKILL.
    if (statePath) writeSolanaState(statePath, { svm: svm.toBytes(), statuses })
    pubsub.landed(signature, status)
  }

  const methods: Record<string, (engine: Engine, params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
    getSlot: ({ svm }) => Number(svm.getClock().slot),
    getBlockHeight: ({ svm }) => Number(svm.getClock().slot),
    getBalance(e, [key]) {
      const address = e.kit.address(parse(Pubkey, key, 'the public key'))
      return { context: context(e), value: Number(e.svm.getBalance(address) ?? 0n) }
    },
    getLatestBlockhash: (e) => ({
      context: context(e),
      value: {
        blockhash: e.svm.latestBlockhash(),
        lastValidBlockHeight: Number(e.svm.getClock().slot + BLOCKHASH_VALID_BLOCKS),
      },
    }),
    isBlockhashValid: (e, [blockhash]) => ({ context: context(e), value: blockhash === e.svm.latestBlockhash() }),
    getMinimumBalanceForRentExemption: ({ svm }, [size]) =>
      Number(
        svm.minimumBalanceForRentExemption(
          BigInt(parse(z.number().int().min(0).max(10_485_760), size ?? 0, 'the data length')),
        ),
      ),
    getFeeForMessage(e, [message]) {
      const bytes = Buffer.from(parse(z.string().min(1), message, 'the base64 message'), 'base64')
      // A versioned message starts with 0x80 | version; its header (signer count first) follows.
      const signers = (bytes[0] ?? 0) & 0x80 ? (bytes[1] ?? 0) : (bytes[0] ?? 0)
      return { context: context(e), value: signers * LAMPORTS_PER_SIGNATURE }
    },
    getAccountInfo(e, [key, config]) {
      const address = e.kit.address(parse(Pubkey, key, 'the public key'))
      const encoding = parse(Config, config, 'the config')?.encoding ?? 'base64'
      const account = e.svm.getAccount(address)
      if (!account.exists) return { context: context(e), value: null }
      const data =
        encoding === 'base58'
          ? [base58(e, account.data), 'base58']
          : [Buffer.from(account.data).toString('base64'), 'base64']
      return {
        context: context(e),
        value: {
          data,
          executable: account.executable,
          lamports: Number(account.lamports),
          owner: account.programAddress,
          rentEpoch: Number.MAX_SAFE_INTEGER,
          space: account.data.length,
        },
      }
    },
    requestAirdrop(e, [key, amount]) {
      const address = e.kit.address(parse(Pubkey, key, 'the public key'))
      const lamports = parse(
        z.number().int().positive().max(SOLANA_AIRDROP_MAX_LAMPORTS),
        amount,
        `the lamports (1 to ${SOLANA_AIRDROP_MAX_LAMPORTS})`,
      )
      const result = e.svm.airdrop(address, e.kit.lamports(BigInt(lamports)))
      if (!result || !('signature' in result)) {
        throw new RpcError(
          RPC_ERROR.internal,
          `Airdrop failed: ${result ? String(toRpcError(result.err())) : 'no faucet'}.`,
        )
      }
      const signature = base58(e, result.signature())
      land(e, signature, null)
      return signature
    },
    sendTransaction(e, [encoded, config]) {
      const wire = parse(z.string().min(1), encoded, 'the encoded transaction')
      const encoding = parse(Config, config, 'the config')?.encoding ?? 'base58'
      let bytes: Uint8Array
      let transaction: ReturnType<ReturnType<typeof e.kit.getTransactionDecoder>['decode']>
      try {
        bytes = encoding === 'base64' ? Buffer.from(wire, 'base64') : e.kit.getBase58Encoder().encode(wire).slice()
        transaction = e.kit.getTransactionDecoder().decode(bytes)
      } catch (error) {
        throw new RpcError(
          RPC_ERROR.invalidParams,
          `failed to deserialize the transaction (${encoding}): ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      // The first signature names the transaction, signed or not, as the cluster does.
      const firstSignature = Object.values(transaction.signatures)[0]
      if (!firstSignature) throw new RpcError(RPC_ERROR.invalidParams, 'The transaction carries no signature.')
      let result: ReturnType<typeof e.svm.sendTransaction>
      try {
        result = e.svm.sendTransaction(transaction)
      } catch (error) {
        // kit refuses a transaction with a missing signature before the VM sees it.
        throw new RpcError(
          RPC_ERROR.transactionFailed,
          `Transaction simulation failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            err: 'SignatureFailure',
            logs: [],
            accounts: null,
            unitsConsumed: 0,
          },
        )
      }
      if ('err' in result) {
        const err = toRpcError(result.err())
        const meta = result.meta()
        throw new RpcError(
          RPC_ERROR.transactionFailed,
          `Transaction simulation failed: ${typeof err === 'string' ? err : JSON.stringify(err)}`,
          {
            err,
            logs: meta.logs(),
            accounts: null,
            unitsConsumed: Number(meta.computeUnitsConsumed()),
          },
        )
      }
      const signature = base58(e, result.signature())
      land(e, signature, null)
      return signature
    },
    getSignatureStatuses(e, [signatures]) {
      const list = parse(z.array(z.string()).max(256), signatures, 'a list of at most 256 signatures')
      return {
        context: context(e),
        value: list.map((signature) => {
          const status = e.statuses.get(signature)
          if (!status) return null
          return {
            slot: Number(status.slot),
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      }
    },
  }

  const call = async (method: string, params: unknown[] = []) => {
    const handler = methods[method]
    if (!handler)
      throw new RpcError(
        RPC_ERROR.methodNotFound,
        `Method not found: the sandbox's Solana facade does not offer "${method}".`,
      )
    return handler(await load(), params)
  }

  const answer = async (raw: unknown) => {
    const request = RpcRequest.safeParse(raw)
    const id = (raw as { id?: unknown } | null)?.id ?? null
    if (!request.success)
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: RPC_ERROR.invalidRequest,
          message: 'Invalid request: expected { jsonrpc: "2.0", id, method, params }.',
        },
      }
    try {
      return {
        jsonrpc: '2.0',
        id: request.data.id ?? null,
        result: await call(request.data.method, request.data.params),
      }
    } catch (error) {
      const rpc =
        error instanceof RpcError
          ? error
          : new RpcError(RPC_ERROR.internal, error instanceof Error ? error.message : String(error))
      return {
        jsonrpc: '2.0',
        id: request.data.id ?? null,
        error: { code: rpc.code, message: rpc.message, ...(rpc.data === undefined ? {} : { data: rpc.data }) },
      }
    }
  }

  const routes = new Hono()
  routes.post('/', async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json({
        jsonrpc: '2.0',
        id: null,
        error: { code: RPC_ERROR.parse, message: 'Parse error: the body is not JSON.' },
      })
    }
    if (Array.isArray(body)) return c.json(await Promise.all(body.map(answer)))
    return c.json(await answer(body))
  })
  return { routes, pubsub, call }
}
