import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { analyticsEventRoutes } from './api/analyticsEvents.ts'
import { appRoutes } from './api/apps.ts'
import { createCodeLoginRoutes } from './api/createCodeLoginRoutes.ts'
import { crossAppConnectionRoutes } from './api/crossAppConnections.ts'
import { customJwtAccountRoutes } from './api/customJwtAccount.ts'
import { embeddedWalletRoutes } from './api/embeddedWallets.ts'
import { farcasterRoutes } from './api/farcaster.ts'
import { createFunding, type Funding } from './api/funding.ts'
import { guestRoutes } from './api/guest.ts'
import { mfaRoutes } from './api/mfa.ts'
import { oauthRoutes } from './api/oauth.ts'
import { passkeyRoutes } from './api/passkeys.ts'
import { passwordlessEmail } from './api/passwordless.ts'
import { passwordlessSms } from './api/passwordlessSms.ts'
import { recoveryOAuthRoutes } from './api/recoveryOAuth.ts'
import { sessionRoutes } from './api/sessions.ts'
import { siweRoutes } from './api/siwe.ts'
import { telegramRoutes } from './api/telegram.ts'
import { createTokens } from './api/tokens.ts'
import { userRoutes } from './api/users.ts'
import { loadApps, type SandboxAppDefinition } from './apps/loadApps.ts'
import type { SolanaPubsub } from './chains/solanaPubsub.ts'
import { createSolanaRpc, SOLANA_RPC_PATH } from './chains/solanaRpc.ts'
import type { SandboxChain } from './chains/startChains.ts'
import { captchaEmulatorRoutes } from './emulators/captcha.ts'
import { cloudDriveRoutes } from './emulators/cloudDrive.ts'
import { farcasterRelayRoutes } from './emulators/farcasterRelay.ts'
import { oauthProviderRoutes } from './emulators/oauthProvider.ts'
import { providerAppTransactRoutes } from './emulators/providerAppTransact.ts'
import { telegramEmulatorRoutes } from './emulators/telegram.ts'
import { createWalletConnectRelay, isWalletConnectRelayUpgrade } from './emulators/walletConnectRelay.ts'
import { ApiError } from './lib/ApiError.ts'
import { isLoopbackOrigin } from './lib/isLoopback.ts'
import { closeUnreadBody, limitBody, loopbackHostOnly, sandboxControlOnly } from './lib/requestGuards.ts'
import type { SandboxContext } from './lib/SandboxContext.ts'
import { createFaults, type Faults } from './sandbox/createFaults.ts'
import { createRateLimiter, type RateLimiter, type RateLimits } from './sandbox/createRateLimiter.ts'
import { sandboxRoutes } from './sandbox/sandboxRoutes.ts'
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
  /** Funding: on-ramp and relay emulators, token prices; `funding.useChains(chains)` attaches anvil. */
  funding: Funding
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

  const api = new Hono()
  api.route('/apps', appRoutes(ctx))
  // W-7.30, W-7.33 cross-app connections and provider app info (C1).
  api.route('/apps', crossAppConnectionRoutes(ctx))
  api.route('/sessions', sessionRoutes(ctx))
  api.route('/users', userRoutes(ctx))
  api.route('/passwordless', createCodeLoginRoutes(ctx, passwordlessEmail))
  api.route('/passwordless_sms', createCodeLoginRoutes(ctx, passwordlessSms))
  api.route('/guest', guestRoutes(ctx))
  api.route('/custom_jwt_account', customJwtAccountRoutes(ctx))
  api.route('/analytics_events', analyticsEventRoutes(ctx))
  api.route('/passkeys', passkeyRoutes(ctx))
  api.route('/mfa', mfaRoutes(ctx))
  api.route('/oauth', oauthRoutes(ctx))
  api.route('/telegram', telegramRoutes(ctx))
  api.route('/siwe', siweRoutes(ctx))
  api.route('/farcaster', farcasterRoutes(ctx))
  // Embedded wallets and their cloud recovery (W1, issue 9).
  let frameOrigin = options.frameOrigin ? new URL(options.frameOrigin).origin : null
  api.route('/embedded_wallets', embeddedWalletRoutes(ctx, { frameOrigin: () => frameOrigin }))
  api.route('/recovery/oauth', recoveryOAuthRoutes(ctx))
  const funding = createFunding(ctx)
  api.route('/', funding.api)
  app.route('/api/v1', api)
  app.route('/', funding.routes)
  // Without a data directory (in memory, or PostgreSQL) the Solana chain lives in memory too.
  const solana = createSolanaRpc({ dataDir: options.databaseUrl ? undefined : options.dataDir })
  app.route(SOLANA_RPC_PATH, solana.routes)
  app.route('/turnstile/v0', captchaEmulatorRoutes())
  app.route('/_sandbox/farcaster', farcasterRelayRoutes(ctx))
  app.route('/_sandbox/oauth', oauthProviderRoutes(ctx))
  app.route('/_sandbox/cloud-drive', cloudDriveRoutes(ctx))
  const walletConnectRelay = createWalletConnectRelay()
  let frameUrl: string | null = null
  // Registered before the health route, so the frame's origin joins its answer once known.
  app.use('/_sandbox/health', async (c, next) => {
    await next()
    if (frameUrl && c.res.ok) c.res = c.json({ ...((await c.res.json()) as object), frameUrl })
  })
  // W-7.34 the cross-app provider app's signature page; transactions go to the chains startSandbox lists (C1).
  app.route(
    '/oauth',
    providerAppTransactRoutes(ctx, {
      chains: async () => {
        const answer = await app.request('/_sandbox/chains')
        return answer.ok ? (((await answer.json()) as { chains?: SandboxChain[] }).chains ?? []) : []
      },
    }),
  )
  const telegram = telegramEmulatorRoutes(ctx)
  app.route('/js', telegram.script)
  app.route('/_sandbox/telegram', telegram.pages)
  app.route('/_sandbox', sandboxRoutes(ctx, faults, name))

  return {
    app,
    apps: Object.fromEntries(definitions.map((definition) => [definition.slug, definition])),
    store,
    faults,
    limiter: ctx.limiter,
    funding,
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
    close: () => {
      funding.close()
      solana.pubsub.close()
      walletConnectRelay.close()
      return store.close()
    },
  }
}
