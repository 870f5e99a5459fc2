import { Hono } from 'hono'
import { createOnRampA, ON_RAMP_A_PATHS, type OnRampA } from '../emulators/onRampA.ts'
import { createOnRampB, ON_RAMP_B_PATHS } from '../emulators/onRampB.ts'
import { createRelay, RELAY_PATHS } from '../emulators/relay.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { createFundingStore } from '../store/fundingStore.ts'
import { createFundingChains, type FundingChains, type LocalChains } from './fundingChains.ts'
import { onRampBRoutes } from './onRampBRoutes.ts'
import { onRampSignRoutes } from './onRampSign.ts'
import { tokenPriceRoutes } from './tokenPrice.ts'

/** The sandbox's funding side: its `/api/v1` calls, the emulated third parties, and the chains they pay on. */
export type Funding = {
  /** Mounted under `/api/v1`: plugins/moonpay_on_ramp/sign, funding/coinbase_on_ramp/*, token_price. */
  api: Hono
  /** Mounted at the root: the emulators under `/_emulators/*` and their switches under `/_sandbox/*`. */
  routes: Hono
  /** The local chains the emulators send on; `useChains` attaches them. */
  chains: FundingChains
  /** Points the emulators at running local chains (startSandbox calls it once anvil listens). */
  useChains(chains: LocalChains): void
  onRampA: OnRampA
  /** Stops timers and chain watchers. */
  close(): void
}

/** Builds the funding calls (W-7.20 to W-7.27) and the emulators behind them on the sandbox's store. */
export function createFunding(ctx: SandboxContext, options: { chains?: LocalChains } = {}): Funding {
  const store = createFundingStore(ctx.store.db)
  const chains = createFundingChains(options.chains)
  const onRampA = createOnRampA({ store, chains, now: ctx.now })
  const onRampB = createOnRampB({ store, chains, now: ctx.now })
  const relay = createRelay({ store, chains, now: ctx.now })

  const api = new Hono()
  api.route('/plugins/moonpay_on_ramp', onRampSignRoutes(ctx, onRampA))
  api.route('/funding/coinbase_on_ramp', onRampBRoutes(ctx, onRampB))
  api.route('/token_price', tokenPriceRoutes(ctx))

  const routes = new Hono()
  routes.route(ON_RAMP_A_PATHS.base, onRampA.routes)
  routes.route(ON_RAMP_A_PATHS.switches, onRampA.switchRoutes)
  routes.route(ON_RAMP_B_PATHS.base, onRampB.routes)
  routes.route(RELAY_PATHS.mainnet, relay.routes('mainnet'))
  routes.route(RELAY_PATHS.testnet, relay.routes('testnet'))

  return {
    api,
    routes,
    chains,
    useChains(next) {
      chains.use(next)
      relay.resume().catch(() => undefined) // Waiting requests are looked for again on the next attach.
    },
    onRampA,
    close() {
      onRampA.close()
      relay.close()
    },
  }
}
