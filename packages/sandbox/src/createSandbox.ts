import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Funding } from './api/funding.ts'
import type { LocalChains } from './api/fundingChains.ts'
import { createTokens } from './api/tokens.ts'
import { loadApps, type SandboxAppDefinition } from './apps/loadApps.ts'
import type { SolanaPubsub } from './chains/solanaPubsub.ts'
import { createSolanaRpc, SOLANA_RPC_PATH } from './chains/solanaRpc.ts'
import type { SandboxChain } from './chains/startChains.ts'
import { COINBASE_SMART_WALLET_PATH } from './emulators/coinbaseSmartWalletRoutes.ts'
import { createWalletConnectRelay, isWalletConnectRelayUpgrade } from './emulators/walletConnectRelay.ts'
import { ApiError } from './lib/ApiError.ts'
import { isLoopbackOrigin } from './lib/isLoopback.ts'
import { loadOnce, type MountLazilyOptions, mountLazily, type RouteGroupLoader } from './lib/mountLazily.ts'
import { closeUnreadBody, limitBody, loopbackHostOnly, sandboxControlOnly } from './lib/requestGuards.ts'
import type { SandboxContext } from './lib/SandboxContext.ts'
import { createFaults, type Faults } from './sandbox/createFaults.ts'
import { createRateLimiter, type RateLimiter, type RateLimits } from './sandbox/createRateLimiter.ts'
import { createStore, type Store } from './store/createStore.ts'
import { openDatabase } from './store/Database.ts'
import { createSealingKey, type SealingKeyOptions } from './store/walletSealingKey.ts'

export type CreateSandboxOptions = {
  /** Name shown on the sandbox's own pages and in its startup banner. */
  name?: string
  /** PGlite data directory; kept across restarts. Omit both this and `databaseUrl` for an in-memory store. */
  dataDir?: string
  /** A PostgreSQL server to use instead of PGlite (the CLI passes `DATABASE_URL`). */
  databaseUrl?: string
  /** Apps config file. @default the bundled apps.json */
  appsFile?: string
  /** Apps to seed instead of reading a file. */
  apps?: SandboxAppDefinition[]
  /** Clock in milliseconds since the epoch (code expiry, token times, rate limits). @default Date.now */
  now?: () => number
  /** Access token lifetime in seconds. @default 3600 */
  accessTokenTtlSeconds?: number
  /** Rate limits to override. */
  rateLimits?: Partial<RateLimits>
  /** Where delivered codes are echoed. @default nothing (the CLI passes console.log) */
  log?: (line: string) => void
  /**
   * The wallet frame's origin: embedded_wallets calls must come from it (their `Origin` header).
   * startSandbox names its frame listener; an in-process sandbox without it refuses those calls.
   */
  frameOrigin?: string
  /**
   * When the route groups and emulators are imported and built: `'on-first-request'` starts in a
   * fraction of the time (a test kit's sandbox) and a group's first call waits for its import;
   * `'at-start'` answers every call at once.
   * @default 'at-start'
   */
  loadRoutes?: 'at-start' | 'on-first-request'
} & Pick<SealingKeyOptions, 'sealingKey' | 'sealingKeyFile'>

export type Sandbox = {
  /** The Hono app: call `app.fetch(request)` in-process, or serve it with `startSandbox`. */
  app: Hono
  /** The seeded apps by slug (`sandbox.apps['all-methods'].id`). */
  apps: Readonly<Record<string, SandboxAppDefinition>>
  /** The store, for tests that look behind the API. */
  store: Store
  /** Fault injection, also reachable as `POST /_sandbox/faults`. */
  faults: Faults
  limiter: RateLimiter
  /** Names the wallet frame's origin (startSandbox's second listener) in `GET /_sandbox/health`. */
  setFrameUrl(url: string): void
  /**
   * Funding: on-ramp and relay emulators, token prices; `funding.useChains(chains)` attaches anvil
   * (and loads the emulators, which otherwise load with their first request).
   */
  funding: Pick<Funding, 'useChains'>
  /**
   * The WebSocket endpoints (the Solana facade's pubsub, the WalletConnect relay): a server hands
   * them its `upgrade` events; `close()` ends the open sockets, which would otherwise keep the
   * server from stopping.
   */
  webSockets: Pick<SolanaPubsub, 'upgrade' | 'close'>
  /** Closes the database; the app must not be called afterwards. */
  close(): Promise<void>
}

/** Builds the sandbox's HTTP app on its store without listening, so tests can run it in-process. */
export async function createSandbox(options: CreateSandboxOptions = {}): Promise<Sandbox> {
  const name = options.name ?? 'Lobby sandbox'
  const now = options.now ?? Date.now
  const definitions = options.apps ?? loadApps(options.appsFile)
  const db = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl }
      : options.dataDir
        ? { dataDir: options.dataDir }
        : { memory: true },
  )
  const store = await createStore(db)
  await store.seedApps(definitions)
  const ctx: SandboxContext = {
    store,
    apps: new Map(definitions.map((app) => [app.id, app])),
    tokens: await createTokens({
      store,
      now,
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    }),
    now,
    limiter: createRateLimiter({ now, ...(options.rateLimits ? { limits: options.rateLimits } : {}) }),
    log: options.log ?? (() => undefined),
    sealingKey: createSealingKey(db, {
      sealingKey: options.sealingKey,
      sealingKeyFile: options.sealingKeyFile,
      dataDir: options.databaseUrl ? undefined : options.dataDir,
    }),
  }
  const faults = createFaults()

  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ code: error.code, error: error.message }, error.status)
    console.error(error)
    return c.json({ code: 'unknown_error', error: 'The sandbox failed to answer: see its console.' }, 500)
  })
  app.notFound((c) => c.json({ code: 'not_found', error: `No route ${c.req.method} ${c.req.path}.` }, 404))

  app.use('*', closeUnreadBody, loopbackHostOnly)
  // Browsers on this machine only: a page served from elsewhere gets no CORS grant.
  app.use(
    '*',
    cors({
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      credentials: true,
      allowHeaders: [
        'content-type',
        'authorization',
        'privy-app-id',
        'privy-client-id',
        'privy-ca-id',
        'privy-client',
        // GET farcaster/status names its channel in a header.
        'farcaster-channel-token',
        // Solana's web3.js Connection names itself in this header on every RPC call.
        'solana-client',
      ],
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  )
  // After CORS, so a page of this machine can read the refusal.
  app.use('*', limitBody)
  app.use('/_sandbox/*', sandboxControlOnly)
  app.use('/api/v1/*', faults.middleware)

  // The route groups, in matching order (a path a group has no route for goes on to the next).
  // Each one's module is imported inside its loader (mountLazily), never at the top of this file:
  // with `loadRoutes: 'on-first-request'` (the test kit) a sandbox starts without loading them,
  // and each loads with its first request. To add a group, add a line here.
  const groups: Array<() => Promise<unknown>> = []
  const mount = (base: string, load: RouteGroupLoader, mountOptions?: MountLazilyOptions) => {
    groups.push(mountLazily(app, base, load, mountOptions))
  }
  const API = '/api/v1'
  mount(`${API}/apps`, async () => (await import('./api/apps.ts')).appRoutes(ctx))
  // W-7.30, W-7.33 cross-app connections and provider app info (C1).
  mount(`${API}/apps`, async () => (await import('./api/crossAppConnections.ts')).crossAppConnectionRoutes(ctx))
  mount(`${API}/sessions`, async () => (await import('./api/sessions.ts')).sessionRoutes(ctx))
  mount(`${API}/users`, async () => (await import('./api/users.ts')).userRoutes(ctx))
  const codeLogin = () => import('./api/createCodeLoginRoutes.ts')
  mount(`${API}/passwordless`, async () =>
    (await codeLogin()).createCodeLoginRoutes(ctx, (await import('./api/passwordless.ts')).passwordlessEmail),
  )
  mount(`${API}/passwordless_sms`, async () =>
    (await codeLogin()).createCodeLoginRoutes(ctx, (await import('./api/passwordlessSms.ts')).passwordlessSms),
  )
  mount(`${API}/guest`, async () => (await import('./api/guest.ts')).guestRoutes(ctx))
  mount(`${API}/custom_jwt_account`, async () =>
    (await import('./api/customJwtAccount.ts')).customJwtAccountRoutes(ctx),
  )
  mount(`${API}/analytics_events`, async () => (await import('./api/analyticsEvents.ts')).analyticsEventRoutes(ctx))
  mount(`${API}/passkeys`, async () => (await import('./api/passkeys.ts')).passkeyRoutes(ctx))
  mount(`${API}/mfa`, async () => (await import('./api/mfa.ts')).mfaRoutes(ctx))
  mount(`${API}/oauth`, async () => (await import('./api/oauth.ts')).oauthRoutes(ctx))
  mount(`${API}/telegram`, async () => (await import('./api/telegram.ts')).telegramRoutes(ctx))
  mount(`${API}/siwe`, async () => (await import('./api/siwe.ts')).siweRoutes(ctx))
  mount(`${API}/farcaster`, async () => (await import('./api/farcaster.ts')).farcasterRoutes(ctx))
  // Embedded wallets and their cloud recovery (W1, issue 9).
  let frameOrigin = options.frameOrigin ? new URL(options.frameOrigin).origin : null
  mount(`${API}/embedded_wallets`, async () =>
    (await import('./api/embeddedWallets.ts')).embeddedWalletRoutes(ctx, { frameOrigin: () => frameOrigin }),
  )
  mount(`${API}/recovery/oauth`, async () => (await import('./api/recoveryOAuth.ts')).recoveryOAuthRoutes(ctx))
  // Funding keeps timers and chain watchers: built with its first request, or when chains are
  // attached (the relay then resumes the requests that were waiting for a deposit).
  let fundingBuild: Promise<Funding> | null = null
  const funding = () => (fundingBuild ??= import('./api/funding.ts').then(({ createFunding }) => createFunding(ctx)))
  mount(API, async () => (await funding()).api, {
    answers: [`${API}/plugins`, `${API}/funding`, `${API}/token_price`],
  })
  mount('/', async () => (await funding()).routes, { answers: ['/_emulators', '/_sandbox/onramp-a'] })
  // Without a data directory (in memory, or PostgreSQL) the Solana chain lives in memory too.
  const solana = createSolanaRpc({ dataDir: options.databaseUrl ? undefined : options.dataDir })
  app.route(SOLANA_RPC_PATH, solana.routes)
  mount('/turnstile/v0', async () => (await import('./emulators/captcha.ts')).captchaEmulatorRoutes())
  mount('/_sandbox/farcaster', async () => (await import('./emulators/farcasterRelay.ts')).farcasterRelayRoutes(ctx))
  mount('/_sandbox/oauth', async () => (await import('./emulators/oauthProvider.ts')).oauthProviderRoutes(ctx))
  mount('/_sandbox/cloud-drive', async () => (await import('./emulators/cloudDrive.ts')).cloudDriveRoutes(ctx))
  const walletConnectRelay = createWalletConnectRelay()
  let frameUrl: string | null = null
  // Registered before the health route, so the frame's origin joins its answer once known.
  app.use('/_sandbox/health', async (c, next) => {
    await next()
    if (frameUrl && c.res.ok) c.res = c.json({ ...((await c.res.json()) as object), frameUrl })
  })
  const chains = async () => {
    const answer = await app.request('/_sandbox/chains')
    return answer.ok ? (((await answer.json()) as { chains?: SandboxChain[] }).chains ?? []) : []
  }
  // W-7.34 the cross-app provider app's signature page; transactions go to the chains startSandbox lists (C1).
  mount('/oauth', async () =>
    (await import('./emulators/providerAppTransact.ts')).providerAppTransactRoutes(ctx, { chains }),
  )
  // W-1.01 the smart-wallet provider's keys popup (@coinbase/wallet-sdk's keysUrl).
  mount(COINBASE_SMART_WALLET_PATH, async () =>
    (await import('./emulators/coinbaseSmartWalletRoutes.ts')).coinbaseSmartWalletRoutes({ chains }),
  )
  const telegram = loadOnce(async () => (await import('./emulators/telegram.ts')).telegramEmulatorRoutes(ctx))
  mount('/js', async () => (await telegram()).script)
  mount('/_sandbox/telegram', async () => (await telegram()).pages)
  mount('/_sandbox', async () => (await import('./sandbox/sandboxRoutes.ts')).sandboxRoutes(ctx, faults, name))
  if (options.loadRoutes !== 'on-first-request') await Promise.all(groups.map((load) => load()))

  return {
    app,
    apps: Object.fromEntries(definitions.map((definition) => [definition.slug, definition])),
    store,
    faults,
    limiter: ctx.limiter,
    funding: {
      useChains(next: LocalChains) {
        funding()
          .then((built) => built.useChains(next))
          .catch((error: unknown) => console.error(error))
      },
    },
    webSockets: {
      upgrade: (request, socket, head) =>
        (isWalletConnectRelayUpgrade(request) ? walletConnectRelay : solana.pubsub).upgrade(request, socket, head),
      close: () => {
        solana.pubsub.close()
        walletConnectRelay.close()
      },
    },
    setFrameUrl: (url) => {
      frameUrl = url
      frameOrigin = new URL(url).origin
    },
    close: async () => {
      // A funding build still under way is waited for, so its timers stop too.
      if (fundingBuild) (await fundingBuild.catch(() => null))?.close()
      solana.pubsub.close()
      walletConnectRelay.close()
      return store.close()
    },
  }
}
