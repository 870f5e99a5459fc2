import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SandboxAccount, SandboxChain } from '../chains/startChains.ts'

/** The local chains the funding emulators send on: the chains and their prefunded accounts. */
export type LocalChains = { chains: readonly SandboxChain[]; accounts: readonly SandboxAccount[] }

/**
 * Who pays: each emulator sends from its own prefunded dev account, counted from the last one, so
 * they never race each other (or the test wallet, which uses the first accounts) for a nonce.
 */
export type FundingPayer = 'onRampA' | 'onRampB' | 'relay'

const PAYER_OFFSET: Record<FundingPayer, number> = { onRampA: 1, onRampB: 2, relay: 3 }

/** A running chain with its viem client, for reads and receipt waits. */
export type FundingChain = { chain: SandboxChain; client: PublicClient }

/** The local chains as the funding emulators see them; chains can be attached after the sandbox is built. */
export type FundingChains = {
  /** Attaches running chains (startSandbox does this once anvil listens); replaces any attached before. */
  use(chains: LocalChains): void
  /** The running chains, in the order given. */
  list(): readonly SandboxChain[]
  /** A running chain by id, or null when the sandbox does not run it. */
  get(chainId: number): FundingChain | null
  /** The address a payer sends from, or null with no chains attached. */
  payerAddress(payer: FundingPayer): Hex | null
  /**
   * Sends `value` wei (and `data`) from a payer's account on a chain and waits for the receipt;
   * resolves with the hash of a mined, successful transaction, throws otherwise.
   */
  send(request: { payer: FundingPayer; chainId: number; to: Hex; value: bigint; data?: Hex }): Promise<Hex>
}

// Receipts of anvil's automine arrive at once; polling fast keeps the emulators snappy.
const POLLING_MS = 100

/** Holds the sandbox's local chains for the funding emulators and sends their payments, one at a time per payer. */
export function createFundingChains(initial?: LocalChains): FundingChains {
  let state: { chains: readonly SandboxChain[]; accounts: readonly SandboxAccount[] } = { chains: [], accounts: [] }
  const clients = new Map<number, FundingChain>()
  const wallets = new Map<string, WalletClient>()
  // One queue per payer and chain: a nonce is read and used before the next send starts.
  const queues = new Map<string, Promise<unknown>>()

  const viemChain = (chain: SandboxChain): Chain =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: chain.testnet,
    })

  const payerAccount = (payer: FundingPayer): SandboxAccount | null => {
    const { accounts } = state
    if (accounts.length === 0) return null
    return accounts[Math.max(0, accounts.length - PAYER_OFFSET[payer])] ?? null
  }

  const chains: FundingChains = {
    use(next) {
      state = { chains: [...next.chains], accounts: [...next.accounts] }
      clients.clear()
      wallets.clear()
    },
    list: () => state.chains,
    get(chainId) {
      const chain = state.chains.find((candidate) => candidate.id === chainId)
      if (!chain) return null
      let entry = clients.get(chainId)
      if (!entry) {
        entry = {
          chain,
          client: createPublicClient({
            chain: viemChain(chain),
            transport: http(chain.rpcUrl, { retryCount: 0 }),
            pollingInterval: POLLING_MS,
          }),
        }
        clients.set(chainId, entry)
      }
      return entry
    },
    payerAddress: (payer) => payerAccount(payer)?.address ?? null,
    send({ payer, chainId, to, value, data }) {
      const entry = chains.get(chainId)
      const account = payerAccount(payer)
      if (!entry || !account) return Promise.reject(new Error(`The sandbox runs no chain ${chainId}.`))
      const key = `${payer}:${chainId}`
      let wallet = wallets.get(key)
      if (!wallet) {
        wallet = createWalletClient({
          account: privateKeyToAccount(account.privateKey),
          chain: viemChain(entry.chain),
          transport: http(entry.chain.rpcUrl, { retryCount: 0 }),
        })
        wallets.set(key, wallet)
      }
      const signer = wallet
      const run = async (): Promise<Hex> => {
        const hash = await signer.sendTransaction({
          account: signer.account ?? null,
          chain: signer.chain ?? null,
          to,
          value,
          ...(data ? { data } : {}),
        })
        const receipt = await entry.client.waitForTransactionReceipt({ hash, pollingInterval: POLLING_MS })
        if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted on chain ${chainId}.`)
        return hash
      }
      const previous = queues.get(key) ?? Promise.resolve()
      const next = previous.then(run, run)
      queues.set(
        key,
        next.catch(() => undefined),
      )
      return next
    },
  }
  if (initial) chains.use(initial)
  return chains
}
