import {
  canCreateWithRecovery,
  ONE_EMBEDDED_WALLET_MESSAGE,
  SOLANA_WALLET_WITH_USER_RECOVERY_MESSAGE,
  USER_RECOVERY_WITH_SOLANA_MESSAGE,
} from '@lobby/headless/core'
import { Hono } from 'hono'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { verifyPossession } from '../frame/possessionProof.ts'
import { chainOfAddress } from '../frame/walletSecret.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import {
  createEmbeddedWalletStore,
  type EmbeddedWalletRecord,
  type RecoveryMethod,
  type SealedShare,
  type WalletChainType,
} from '../store/embeddedWallets.ts'
import type { UserRecord } from '../store/users.ts'
import {
  DriveSealedShare,
  openWithServerKey,
  PasswordSealedShare,
  ServerSealedShare,
  sealWithServerKey,
} from './embeddedWalletsSealing.ts'
import { requireRecentMfa } from './mfa.ts'
import { createShareReleaseChallenges, verifyRelease } from './shareReleaseChallenges.ts'
import { toWireUser } from './toWireUser.ts'

// W-5.24, W-5.29, W-5.30: the texts the SDK shows when it refuses first, so either refusal reads the same.
/** W-5.24: the one-wallet rule's text. */
export const ONE_WALLET_MESSAGE = ONE_EMBEDDED_WALLET_MESSAGE
/** A reshare whose auth share the wallet once had: a replayed upload. */
export const REPLAYED_SHARES_MESSAGE = 'These key shares were replaced before: a reshare uploads new ones.'
/** W-5.29: a Solana wallet next to an Ethereum wallet with user-owned recovery. */
export const SOLANA_WITH_USER_RECOVERY_MESSAGE = SOLANA_WALLET_WITH_USER_RECOVERY_MESSAGE
/** W-5.30: user-controlled recovery on a user with a Solana wallet. */
export { USER_RECOVERY_WITH_SOLANA_MESSAGE }

/** A provider-managed share that this sandbox's sealing key does not open (a data directory without its key). */
export const SEALING_KEY_MISMATCH_MESSAGE =
  "The recovery share does not open with this sandbox's sealing key: start it with the key that sealed it (LOBBY_SANDBOX_SEALING_KEY, or --sealing-key <file>)."

const USER_OWNED: readonly RecoveryMethod[] = ['user-passcode', 'google-drive', 'icloud']

// A 2-of-3 share of 16 to 32 bytes of BIP-39 entropy is 17 to 33 bytes: base64 of at most 44 characters.
const Share = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'a base64 key share')
  .max(64)
const Address = z.string().refine((value) => chainOfAddress(value) !== null, 'not a wallet address')
/** A device key as the frame exports it: base64 of a P-256 SPKI (91 bytes). */
const DevicePublicKey = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'a base64 public key')
  .max(200)
const Method = z.enum(['privy', 'user-passcode', 'google-drive', 'icloud'])
const Sealed = z.union([PasswordSealedShare, DriveSealedShare])

const SharesBody = z.object({
  recovery_method: Method,
  auth_share: Share,
  /** privy: the plain recovery share, sealed here with the sandbox key. */
  recovery_share: Share.optional(),
  /** user-owned methods: the share sealed in the frame. */
  sealed_recovery_share: Sealed.optional(),
  /** The device key registered with these shares: releases need its signature. */
  device_public_key: DevicePublicKey,
  /** The wallet key's possession proof over these shares and device key (frame/possessionProof.ts). */
  proof: z.string().min(1).max(200),
})
const CreateBody = SharesBody.extend({ chain_type: z.enum(['ethereum', 'solana']), address: Address })
const ReshareBody = SharesBody.extend({ address: Address })
const ChallengeBody = z.object({ address: Address, purpose: z.enum(['connect', 'export', 'recover']) })
const SignedRelease = z.object({
  address: Address,
  challenge: z.string().min(1).max(100),
  device_public_key: DevicePublicKey,
  signature: z.string().min(1).max(200),
})
const AuthShareBody = SignedRelease.extend({ purpose: z.enum(['connect', 'export']) })

/** The canonical form of an address: checksummed for Ethereum, as given (base58 is case-sensitive) for Solana. */
function canonical(address: string): string {
  return chainOfAddress(address) === 'ethereum' ? getAddress(address) : address
}

/** The identifier of the wallet's linked account: lowercase for Ethereum, as SIWE stores it. */
function accountIdentifier(address: string): string {
  // Stryker disable next-line ConditionalExpression: equivalent to callers, nothing reads a Solana wallet's account by identifier but its own routes, which agree
  return chainOfAddress(address) === 'ethereum' ? address.toLowerCase() : address
}

/**
 * W-5.29, W-5.30: a user's wallets never hold a Solana wallet and user-owned recovery together
 * (Solana wallets have provider-managed recovery only).
 */
function mixesSolanaWithUserRecovery(
  wallets: ReadonlyArray<{ chainType: WalletChainType; recoveryMethod: RecoveryMethod }>,
) {
  return (
    wallets.some((wallet) => wallet.chainType === 'solana') &&
    wallets.some((wallet) => USER_OWNED.includes(wallet.recoveryMethod))
  )
}

/** W-6.07: the app's server config requires user-owned recovery when a wallet is created. */
function requiresUserOwnedRecovery(app: SandboxAppDefinition): boolean {
  const config = app.config.embedded_wallet_config
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as Record<string, unknown>).require_user_owned_recovery_on_create === true
  )
}

/** The wire details of an embedded wallet account (the contract's shape, W-3 wallet account). */
function walletDetails(chain: WalletChainType, address: string, method: RecoveryMethod): Record<string, unknown> {
  return {
    address,
    chain_type: chain,
    ...(chain === 'ethereum' ? { chain_id: 'eip155:1' } : {}),
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    imported: false,
    recovery_method: method,
    wallet_index: 0,
  }
}

/**
 * The sealed recovery share to store for a method: privy shares arrive plain and are sealed
 * with the sandbox key; user-owned ones arrive sealed by the frame, in their method's scheme.
 */
async function sealedFor(ctx: SandboxContext, binding: string, body: z.infer<typeof SharesBody>): Promise<SealedShare> {
  if (body.recovery_method === 'privy') {
    if (!body.recovery_share || body.sealed_recovery_share) {
      throw errors.invalidData('Automatic (privy) recovery sends "recovery_share" and no "sealed_recovery_share".')
    }
    return sealWithServerKey(await ctx.sealingKey(), Buffer.from(body.recovery_share, 'base64'), binding)
  }
  const sealed = body.sealed_recovery_share
  if (!sealed || body.recovery_share) {
    throw errors.invalidData(`${body.recovery_method} recovery sends "sealed_recovery_share" and no plain share.`)
  }
  const expected = body.recovery_method === 'user-passcode' ? 'scrypt-aes-256-gcm' : 'drive-key-aes-256-gcm'
  if (sealed.scheme !== expected || ('provider' in sealed && sealed.provider !== body.recovery_method)) {
    throw errors.invalidData(`A ${body.recovery_method} share is sealed with ${expected}.`)
  }
  return sealed
}

/**
 * Refuses shares the wallet key's holder did not vouch for: the proof covers hashes of the auth
 * share, of the recovery share as stored (plain or sealed) and of the device key. That is the
 * whole check: the sandbox never combines shares, so it never holds a key, even for a moment.
 */
async function checkPossession(
  app: SandboxAppDefinition,
  chain: WalletChainType,
  address: string,
  body: z.infer<typeof SharesBody>,
) {
  const recoveryShare = body.recovery_method === 'privy' ? body.recovery_share : body.sealed_recovery_share
  const vouched =
    // Stryker disable next-line ConditionalExpression: equivalent, sealedFor has refused a body without its recovery share; this narrows the type
    recoveryShare !== undefined &&
    (await verifyPossession(
      chain,
      { appId: app.id, address, authShare: body.auth_share, recoveryShare, deviceKey: body.device_public_key },
      body.proof,
    ))
  if (!vouched) throw new ApiError(403, 'invalid_data', "The proof is not the wallet's signature of its new shares.")
}

/** What the routes learn from the sandbox: the wallet frame's origin, once known. */
export type EmbeddedWalletRouteOptions = { frameOrigin: () => string | null }

/**
 * Embedded wallets, /api/v1/embedded_wallets/* (the spec leaves these calls "not shown"; W-5.24,
 * W-5.29, W-5.30). Every call must come from the wallet frame's origin (the browser-set `Origin`).
 * Creation registers the wallet's linked account, its shares and the frame's device key in one
 * transaction. A share is released only to a signature by a device key over a one-time challenge:
 * the auth share to a key registered with the wallet (`export` after a recent MFA when the user has
 * MFA); both shares, to recover on a device that holds none, to a new key, after a recent MFA too.
 * A bare bearer token gets nothing.
 */
export function embeddedWalletRoutes(ctx: SandboxContext, options: EmbeddedWalletRouteOptions): Hono {
  const wallets = createEmbeddedWalletStore(ctx.store.db)
  const challenges = createShareReleaseChallenges(ctx.now)
  const routes = new Hono()
  const binding = (app: SandboxAppDefinition, address: string) => `${app.id}:${address}`

  // A page of another origin cannot set Origin in a browser; a request without one is no frame's either.
  routes.use('*', async (c, next) => {
    const expected = options.frameOrigin()
    const origin = c.req.header('origin')
    if (!expected || origin !== expected) {
      throw new ApiError(403, 'invalid_origin', "Embedded wallet calls come from the wallet frame's origin only.")
    }
    await next()
  })

  const ownWallet = async (app: SandboxAppDefinition, user: UserRecord, raw: string): Promise<EmbeddedWalletRecord> => {
    const wallet = await wallets.get(app.id, canonical(raw))
    if (!wallet || wallet.userId !== user.id) {
      throw new ApiError(404, 'embedded_wallet_not_found', `No embedded wallet ${raw} on this user.`)
    }
    return wallet
  }

  /** Spends the challenge and checks the device key's signature over it; 403 otherwise. */
  const checkRelease = (
    app: SandboxAppDefinition,
    user: UserRecord,
    wallet: EmbeddedWalletRecord,
    purpose: 'connect' | 'export' | 'recover',
    body: z.infer<typeof SignedRelease>,
  ) => {
    const expected = { appId: app.id, userId: user.id, address: wallet.address, purpose }
    const fresh = challenges.take(body.challenge, expected)
    const signed = verifyRelease(body.device_public_key, body.signature, { ...expected, challenge: body.challenge })
    if (!fresh || !signed) {
      throw new ApiError(403, 'invalid_data', "The release needs a device key's signature of a fresh challenge.")
    }
  }

  routes.post('/challenge', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, ChallengeBody)
    const wallet = await ownWallet(app, user, body.address)
    const issued = challenges.issue({ appId: app.id, userId: user.id, address: wallet.address, purpose: body.purpose })
    return c.json({ challenge: issued.challenge, expires_at: issued.expiresAt })
  })

  // Stryker disable next-line StringLiteral: equivalent, Hono routes '' as '/'
  routes.post('/', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, CreateBody)
    const address = canonical(body.address)
    if (chainOfAddress(address) !== body.chain_type) throw errors.invalidData(`Not a ${body.chain_type} address.`)
    if (body.chain_type === 'solana' && body.recovery_method !== 'privy') {
      throw new ApiError(400, 'invalid_data', USER_RECOVERY_WITH_SOLANA_MESSAGE)
    }
    // W-6.07: what the SDK honours on its screens, the server holds to whoever calls.
    const recovery = canCreateWithRecovery({
      userOwnedRequired: requiresUserOwnedRecovery(app),
      userOwned: USER_OWNED.includes(body.recovery_method),
    })
    if (!recovery.ok) throw new ApiError(400, 'invalid_data', recovery.message)
    const sealed = await sealedFor(ctx, binding(app, address), body)
    await checkPossession(app, body.chain_type, address, body)
    const at = ctx.now()
    const updated = await ctx.store
      .transaction(async (tx) => {
        // Stryker disable next-line BooleanLiteral: equivalent on PGlite, whose transactions run one at a time; on PostgreSQL the unique index answers the same
        const existing = await wallets.listForUser(user.id, tx, true)
        if (existing.some((wallet) => wallet.chainType === body.chain_type)) {
          throw new ApiError(400, 'embedded_wallet_already_exists', ONE_WALLET_MESSAGE)
        }
        if (
          mixesSolanaWithUserRecovery([
            ...existing,
            { chainType: body.chain_type, recoveryMethod: body.recovery_method },
          ])
        ) {
          // The one-wallet rule leaves one case per chain: a Solana wallet next to user-owned recovery (W-5.29),
          // or user-owned recovery next to a Solana wallet (W-5.30).
          const text =
            body.chain_type === 'solana' ? SOLANA_WITH_USER_RECOVERY_MESSAGE : USER_RECOVERY_WITH_SOLANA_MESSAGE
          throw new ApiError(400, 'invalid_data', text)
        }
        const identifier = accountIdentifier(address)
        if (await ctx.store.findAccountOwner(tx, app.id, 'wallet', identifier)) throw errors.linkedToAnotherUser()
        await ctx.store.insertAccount(tx, {
          userId: user.id,
          appId: app.id,
          type: 'wallet',
          identifier,
          details: walletDetails(body.chain_type, address, body.recovery_method),
          at,
        })
        await wallets.insert(tx, {
          appId: app.id,
          address,
          userId: user.id,
          chainType: body.chain_type,
          recoveryMethod: body.recovery_method,
          authShare: body.auth_share,
          recoveryShare: sealed,
          createdAt: at,
        })
        await wallets.addDeviceKey(tx, app.id, address, body.device_public_key, at)
        return ctx.store.getUser(user.id, tx)
      })
      .catch((error: unknown) => {
        // On PostgreSQL two concurrent creations can both pass the checks above; a unique index stops
        // the second, and its name says which check it stands for.
        const { code, constraint } = error as { code?: unknown; constraint?: unknown }
        if (code !== '23505') throw error
        if (constraint === 'embedded_wallets_user_chain') {
          throw new ApiError(400, 'embedded_wallet_already_exists', ONE_WALLET_MESSAGE)
        }
        // linked_accounts (app, type, identifier) or the wallet's own key: the address is someone else's.
        throw errors.linkedToAnotherUser()
      })
    return c.json({ address, user: toWireUser(updated ?? user) })
  })

  routes.post('/auth_share', async (c) => {
    const app = requireApp(ctx, c)
    const { user, claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, AuthShareBody)
    const wallet = await ownWallet(app, user, body.address)
    checkRelease(app, user, wallet, body.purpose, body)
    if (!(await wallets.hasDeviceKey(app.id, wallet.address, body.device_public_key))) {
      throw new ApiError(403, 'invalid_data', 'This device key is not registered with the wallet: recover it.')
    }
    // W-4.55: a key export is a sensitive action; connecting is not.
    if (body.purpose === 'export') await requireRecentMfa(ctx, user, claims)
    return c.json({ address: wallet.address, chain_type: wallet.chainType, auth_share: wallet.authShare })
  })

  // Recovery on a device that holds no share: both server-held shares, so a recent MFA first when enrolled.
  routes.post('/recovery_share', async (c) => {
    const app = requireApp(ctx, c)
    const { user, claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, SignedRelease)
    const wallet = await ownWallet(app, user, body.address)
    checkRelease(app, user, wallet, 'recover', body)
    await requireRecentMfa(ctx, user, claims)
    const shares = { address: wallet.address, recovery_method: wallet.recoveryMethod, auth_share: wallet.authShare }
    if (wallet.recoveryMethod === 'privy') {
      const sealed = ServerSealedShare.parse(wallet.recoveryShare)
      const key = await ctx.sealingKey()
      let share: Buffer
      try {
        share = openWithServerKey(key, sealed, binding(app, wallet.address))
      } catch {
        throw new ApiError(500, 'unknown_error', SEALING_KEY_MISMATCH_MESSAGE)
      }
      return c.json({ ...shares, recovery_share: share.toString('base64') })
    }
    return c.json({ ...shares, sealed_recovery_share: wallet.recoveryShare })
  })

  // A reshare: new auth and recovery shares (and maybe a new method) replace the old ones together.
  routes.post('/recovery', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, ReshareBody)
    const wallet = await ownWallet(app, user, body.address)
    const sealed = await sealedFor(ctx, binding(app, wallet.address), body)
    await checkPossession(app, wallet.chainType, wallet.address, body)
    const updated = await ctx.store.transaction(async (tx) => {
      // Read under the same row locks a wallet creation takes, so a Solana wallet created at the
      // same moment cannot slip past this check (on PostgreSQL; PGlite runs one at a time).
      // The wallet's old record is left out, though it adds no mix: no user holds both already.
      // Stryker disable next-line BooleanLiteral,MethodExpression,ConditionalExpression: equivalent, see above
      const others = (await wallets.listForUser(user.id, tx, true)).filter((other) => other.address !== wallet.address)
      if (
        mixesSolanaWithUserRecovery([...others, { chainType: wallet.chainType, recoveryMethod: body.recovery_method }])
      ) {
        throw new ApiError(400, 'invalid_data', USER_RECOVERY_WITH_SOLANA_MESSAGE)
      }
      // The proof covers the shares, not the moment: a body read off the frame's traffic stays
      // valid, and replayed after a password change it would bring back the old password.
      await wallets.retireCurrentShare(tx, app.id, wallet.address, body.auth_share, ctx.now())
      if (await wallets.isRetiredShare(tx, app.id, wallet.address, body.auth_share)) {
        throw new ApiError(409, 'invalid_data', REPLAYED_SHARES_MESSAGE)
      }
      await wallets.replaceShares(tx, {
        appId: app.id,
        address: wallet.address,
        recoveryMethod: body.recovery_method,
        authShare: body.auth_share,
        recoveryShare: sealed,
        at: ctx.now(),
      })
      await wallets.addDeviceKey(tx, app.id, wallet.address, body.device_public_key, ctx.now())
      await wallets.setAccountRecoveryMethod(tx, app.id, accountIdentifier(wallet.address), body.recovery_method)
      return ctx.store.getUser(user.id, tx)
    })
    return c.json({ address: wallet.address, recovery_method: body.recovery_method, user: toWireUser(updated ?? user) })
  })

  return routes
}
