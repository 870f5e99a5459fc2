import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { getAddress, type Hex, isAddress, zeroAddress } from 'viem'
import { z } from 'zod'
import type { FundingChains } from '../api/fundingChains.ts'
import type { FundingStore, RelayRequest } from '../store/fundingStore.ts'

/** Where the relay is mounted: its mainnet host and its testnet host (W-7.27), each with `/quote` and `/intents/status`. */
export const RELAY_PATHS = { mainnet: '/_emulators/relay', testnet: '/_emulators/relay-testnets' } as const

/** The relay's fee on top of the amount credited, in wei (0.0001 ETH), paid with the deposit. */
export const RELAY_FEE_WEI = 100_000_000_000_000n

/** How long a quote waits for its deposit before the relay stops watching for it. */
export const RELAY_QUOTE_TTL_MS = 10 * 60_000

// The origin chains are read this often while a deposit is awaited; anvil mines at once, so short is fine.
const WATCH_INTERVAL_MS = 200

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address')

/** W-3.26 The quote request, as the client sends it; `amount` is in the destination's base units (wei). */
export const RelayQuoteBody = z.object({
  tradeType: z.string(),
  originCurrency: address.default(zeroAddress),
  destinationCurrency: address.default(zeroAddress),
  amount: z.string().regex(/^\d{1,40}$/, 'an integer amount in wei, as a string'),
  user: address,
  recipient: address,
  originChainId: z.number().int().positive(),
  destinationChainId: z.number().int().positive(),
})

/** The emulated bridge relay: quotes whose deposit, once seen on the origin chain, is credited on the destination chain. */
export type Relay = {
  /** Routes for one host: `POST /quote`, `GET /intents/status?requestId=`. */
  routes(host: 'mainnet' | 'testnet'): Hono
  /** Watches again for deposits of requests still waiting (after chains are attached, or a restart). */
  resume(): Promise<void>
  /** Stops watching. */
  close(): void
}

/** A W-3.28 error answer: `{ message }`, with a code for tests and logs. */
const failure = (message: string, errorCode = 'INVALID_INPUT') => ({ message, errorCode })

/** Builds the relay emulator on the funding store and the local chains. */
export function createRelay(options: { store: FundingStore; chains: FundingChains; now: () => number }): Relay {
  const { store, chains, now } = options
  /** Requests waiting for a deposit, by origin chain; a chain's watcher runs while it has any. */
  const waiting = new Map<number, Map<string, RelayRequest>>()
  const watchers = new Map<number, { next: bigint; timer: ReturnType<typeof setTimeout> | null }>()
  let closed = false

  const fill = async (request: RelayRequest, depositHash: string) => {
    if (!(await store.moveRelayRequest(request.requestId, 'waiting', { status: 'pending', depositHash }))) return
    try {
      const fillHash = await chains.send({
        payer: 'relay',
        chainId: request.destinationChainId,
        to: request.recipient as Hex,
        value: request.amount,
      })
      await store.moveRelayRequest(request.requestId, 'pending', { status: 'success', fillHash })
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? 'fill failed') : 'fill failed'
      await store.moveRelayRequest(request.requestId, 'pending', { status: 'failure', failureReason: reason })
    }
  }

  // Reads the blocks mined since the last look for deposits to the relay carrying a waiting request id.
  const scan = async (chainId: number) => {
    const watcher = watchers.get(chainId)
    const pending = waiting.get(chainId)
    const chain = chains.get(chainId)
    const relayAddress = chains.payerAddress('relay')?.toLowerCase()
    if (!watcher || !pending || !chain || !relayAddress) return
    for (const [id, request] of pending) {
      if (request.expiresAt <= now()) {
        pending.delete(id)
        await store.moveRelayRequest(id, 'waiting', {
          status: 'failure',
          failureReason: 'No deposit before the quote expired.',
        })
      }
    }
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    for (let number = watcher.next; number <= head && pending.size > 0; number++) {
      const block = await chain.client.getBlock({ blockNumber: number, includeTransactions: true })
      for (const tx of block.transactions) {
        if (tx.to?.toLowerCase() !== relayAddress) continue
        const request = pending.get(tx.input.toLowerCase())
        if (!request) continue
        pending.delete(request.requestId)
        const receipt = await chain.client.getTransactionReceipt({ hash: tx.hash })
        if (receipt.status !== 'success') {
          await store.moveRelayRequest(request.requestId, 'waiting', {
            status: 'failure',
            depositHash: tx.hash,
            failureReason: 'The deposit reverted.',
          })
        } else if (tx.value < request.depositValue) {
          await store.moveRelayRequest(request.requestId, 'waiting', {
            status: 'failure',
            depositHash: tx.hash,
            failureReason: `The deposit carried ${tx.value} wei; the quote asked for ${request.depositValue}.`,
          })
        } else void fill(request, tx.hash).catch(() => undefined) // The store closed with the sandbox.
      }
      watcher.next = number + 1n
    }
  }

  const schedule = (chainId: number) => {
    const watcher = watchers.get(chainId)
    if (!watcher || closed) return
    watcher.timer = setTimeout(() => {
      scan(chainId)
        .catch(() => undefined) // A chain that stopped answering is read again on the next tick.
        .finally(() => {
          if ((waiting.get(chainId)?.size ?? 0) > 0) schedule(chainId)
          else {
            watchers.delete(chainId)
          }
        })
    }, WATCH_INTERVAL_MS)
  }

  // Starts watching a chain from its current block; resolves once the start block is known, so a
  // deposit sent after the quote is answered cannot be missed.
  const watch = async (request: RelayRequest, fromBlock?: bigint) => {
    let queue = waiting.get(request.originChainId)
    if (!queue) {
      queue = new Map()
      waiting.set(request.originChainId, queue)
    }
    queue.set(request.requestId, request)
    if (watchers.has(request.originChainId)) return
    const chain = chains.get(request.originChainId)
    if (!chain) return
    const next = fromBlock ?? (await chain.client.getBlockNumber({ cacheTime: 0 })) + 1n
    if (watchers.has(request.originChainId)) return
    watchers.set(request.originChainId, { next, timer: null })
    schedule(request.originChainId)
  }

  const routes = (host: 'mainnet' | 'testnet') => {
    const app = new Hono()
    const testnet = host === 'testnet'

    app.post('/quote', async (c) => {
      let raw: unknown
      try {
        raw = await c.req.json()
      } catch {
        return c.json(failure('The request body is not valid JSON.'), 400)
      }
      const parsed = RelayQuoteBody.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        return c.json(
          failure(`Invalid "${issue?.path.join('.') || 'body'}": ${issue?.message ?? 'invalid value'}.`),
          400,
        )
      }
      const body = parsed.data
      if (body.tradeType !== 'EXACT_OUTPUT')
        return c.json(failure(`The sandbox relay quotes tradeType EXACT_OUTPUT only, not "${body.tradeType}".`), 400)
      if (body.originCurrency.toLowerCase() !== zeroAddress || body.destinationCurrency.toLowerCase() !== zeroAddress)
        return c.json(
          failure('The sandbox relay bridges native currency only (the zero address).', 'UNSUPPORTED_CURRENCY'),
          400,
        )
      if (body.originChainId === body.destinationChainId)
        return c.json(failure('Origin and destination chains must differ.', 'UNSUPPORTED_ROUTE'), 400)
      for (const chainId of [body.originChainId, body.destinationChainId]) {
        const chain = chains.get(chainId)?.chain
        if (!chain)
          return c.json(failure(`Chain ${chainId} is not supported by the sandbox relay.`, 'UNSUPPORTED_CHAIN'), 400)
        if (chain.testnet !== testnet)
          return c.json(
            failure(
              `Chain ${chainId} is a ${chain.testnet ? 'testnet' : 'mainnet'}: use the relay's ${chain.testnet ? 'testnet' : 'mainnet'} host.`,
              'UNSUPPORTED_CHAIN',
            ),
            400,
          )
      }
      const amount = BigInt(body.amount)
      if (amount <= 0n) return c.json(failure('Invalid "amount": more than 0 wei.'), 400)
      const relayAddress = chains.payerAddress('relay')
      if (!relayAddress) return c.json(failure('The sandbox relay has no chains.', 'UNSUPPORTED_CHAIN'), 400)

      const requestId = `0x${randomBytes(32).toString('hex')}` as Hex
      const depositValue = amount + RELAY_FEE_WEI
      const request: RelayRequest = {
        requestId,
        originChainId: body.originChainId,
        destinationChainId: body.destinationChainId,
        depositor: getAddress(body.user),
        recipient: getAddress(body.recipient),
        amount,
        depositValue,
        status: 'waiting',
        depositHash: null,
        fillHash: null,
        failureReason: null,
        expiresAt: now() + RELAY_QUOTE_TTL_MS,
        createdAt: now(),
      }
      await store.createRelayRequest(request)
      await watch(request)
      // W-3.27: the deposit the user's wallet sends on the origin chain, tagged with the request id.
      return c.json({
        steps: [
          {
            id: 'deposit',
            action: 'Confirm transaction in your wallet',
            description: 'Deposit to the sandbox relay, which credits the recipient on the destination chain.',
            kind: 'transaction',
            requestId,
            items: [
              {
                status: 'incomplete',
                data: {
                  from: request.depositor,
                  to: relayAddress,
                  value: depositValue.toString(),
                  chainId: body.originChainId,
                  data: requestId,
                },
                check: {
                  endpoint: `${testnet ? RELAY_PATHS.testnet : RELAY_PATHS.mainnet}/intents/status?requestId=${requestId}`,
                  method: 'GET',
                },
              },
            ],
          },
        ],
        fees: { relayer: { currency: { address: zeroAddress, decimals: 18 }, amount: RELAY_FEE_WEI.toString() } },
        details: {
          operation: 'bridge',
          sender: request.depositor,
          recipient: request.recipient,
          currencyIn: { chainId: body.originChainId, amount: depositValue.toString() },
          currencyOut: { chainId: body.destinationChainId, amount: amount.toString() },
        },
      })
    })

    /** The request's progress: waiting (no deposit yet), pending (deposit seen, filling), success, failure. */
    app.get('/intents/status', async (c) => {
      const requestId = (c.req.query('requestId') ?? '').toLowerCase()
      const request = requestId ? await store.getRelayRequest(requestId) : null
      if (!request) return c.json(failure(`No relay request "${requestId}".`, 'NOT_FOUND'), 404)
      return c.json({
        status: request.status,
        inTxHashes: request.depositHash ? [request.depositHash] : [],
        txHashes: request.fillHash ? [request.fillHash] : [],
        originChainId: request.originChainId,
        destinationChainId: request.destinationChainId,
        ...(request.failureReason ? { details: request.failureReason } : {}),
      })
    })
    return app
  }

  return {
    routes,
    async resume() {
      for (const request of await store.listWaitingRelayRequests()) {
        // Deposits may have landed while nobody watched: look again from the chain's first block.
        await watch(request, 0n).catch(() => undefined)
      }
    },
    close() {
      closed = true
      for (const watcher of watchers.values()) if (watcher.timer) clearTimeout(watcher.timer)
      watchers.clear()
    },
  }
}
