import { EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE } from '@lobby/headless/core'
import { Hono } from 'hono'
import { getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { isAllowedAuthority, isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { createEmbeddedWalletStore } from '../store/embeddedWallets.ts'
import { createSiweNonceStore } from '../store/siweNonces.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { linkAccount, type ProvenAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'

/** How long a nonce from siwe/init may be signed and sent back. */
export const SIWE_NONCE_TTL_MS = 10 * 60_000

const Address = z.string().refine((value) => isAddress(value, { strict: false }), 'not an Ethereum address')
const InitBody = z.object({ address: Address, token: z.string().optional() })
const SignedBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'a hex signature'),
  chainId: z.union([z.string(), z.number()]),
  walletClientType: z.string().max(100).optional(),
  connectorType: z.string().max(100).optional(),
})
const UnlinkBody = z.object({ address: Address })

/** `eip155:1`, `1` or 1 as the number EIP-4361 puts in the message. */
function chainNumber(chainId: string | number): number | null {
  const raw = typeof chainId === 'number' ? String(chainId) : chainId.replace(/^eip155:/, '')
  return /^\d{1,18}$/.test(raw) ? Number(raw) : null
}

/** The wallet an EIP-4361 message proves, or invalid_credentials (A-8 wallet login) naming what failed. */
async function provenWallet(
  ctx: SandboxContext,
  c: { req: { header(name: string): string | undefined } },
  app: SandboxAppDefinition,
  body: z.infer<typeof SignedBody>,
): Promise<ProvenAccount> {
  const message = parseSiweMessage(body.message)
  const chainId = chainNumber(body.chainId)
  if (!message.address || !message.nonce || !message.domain || message.chainId === undefined) {
    throw errors.invalidCredentials('The message is not an EIP-4361 sign-in message.')
  }
  if (chainId === null || chainId !== message.chainId) {
    throw errors.invalidCredentials('chainId does not match the chain of the signed message.')
  }
  // Checked with or without an Origin: a message signed for another site must never log in here,
  // even replayed by a client that names no page.
  if (!isAllowedAuthority(app, message.domain) || !message.uri || !isAllowedOrigin(app, message.uri)) {
    throw errors.invalidCredentials(
      `The sign-in message is for ${message.domain}, which is not one of this app's allowed domains.`,
    )
  }
  // A browser names the page it runs on; the message must be for that page (EIP-4361 domain binding).
  const origin = c.req.header('origin')
  const host = origin && URL.canParse(origin) ? new URL(origin).host : undefined
  if (!validateSiweMessage({ message, time: new Date(ctx.now()), ...(host ? { domain: host } : {}) })) {
    throw errors.invalidCredentials('The sign-in message is expired, not yet valid or for another domain.')
  }
  const valid = await verifyMessage({
    address: message.address,
    message: body.message,
    signature: body.signature as Hex,
  }).catch(() => false)
  if (!valid) throw errors.invalidCredentials('The signature does not match the address of the message.')
  const address = getAddress(message.address)
  const spent = await createSiweNonceStore(ctx.store.db).consume({
    nonce: message.nonce,
    appId: app.id,
    address: address.toLowerCase(),
    now: ctx.now(),
  })
  if (!spent) throw errors.invalidCredentials('The nonce is unknown, expired or already used: call siwe/init again.')
  return {
    type: 'wallet',
    identifier: address.toLowerCase(),
    details: {
      address,
      chain_type: 'ethereum',
      chain_id: `eip155:${chainId}`,
      wallet_client_type: body.walletClientType ?? 'unknown',
      connector_type: body.connectorType ?? 'injected',
      imported: false,
    },
  }
}

/**
 * Sign-in with Ethereum, /api/v1/siwe/* (A-7.40 to A-7.42): a nonce per address, then an
 * EIP-4361 message really verified with viem (signature, nonce spent once, time, domain, chain).
 */
export function siweRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const embeddedWallets = createEmbeddedWalletStore(ctx.store.db)
  /**
   * A-5.27 / W-5.25: the host page can ask the embedded wallet to sign any message, so a valid
   * signature from its key proves nothing about the person: it never logs in and is never linked.
   */
  const provenExternalWallet = async (...args: Parameters<typeof provenWallet>): Promise<ProvenAccount> => {
    const wallet = await provenWallet(...args)
    if (await embeddedWallets.get(args[2].id, getAddress(wallet.identifier))) {
      throw errors.invalidData(EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE)
    }
    return wallet
  }
  const requireMethod = (app: SandboxAppDefinition) => {
    if (!isEnabled(app, 'wallet_auth')) throw errors.disallowedLoginMethod('wallet')
  }

  routes.post('/init', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, InitBody)
    await requireCaptchaFirst(ctx, c, app, body.token)
    const nonce = generateSiweNonce()
    const now = ctx.now()
    const expiresAt = now + SIWE_NONCE_TTL_MS
    await createSiweNonceStore(ctx.store.db).put({
      nonce,
      appId: app.id,
      address: getAddress(body.address).toLowerCase(),
      expiresAt,
      now,
    })
    return c.json({ nonce, address: getAddress(body.address), expires_at: new Date(expiresAt).toISOString() })
  })

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, SignedBody)
    return c.json(await signIn(ctx, app, await provenExternalWallet(ctx, c, app, body)))
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const { claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, SignedBody)
    return c.json(await linkAccount(ctx, app, claims, await provenExternalWallet(ctx, c, app, body)))
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const { address } = await readBody(c, UnlinkBody)
    const identifier = address.toLowerCase()
    const account = user.accounts.find((a) => a.type === 'wallet' && a.identifier === identifier)
    if (!account) throw errors.invalidData(`The wallet ${address} is not linked to this user.`)
    // A-5.27 / W-5.25: the embedded wallet holds the user's key shares; it is never unlinked.
    if (account.details.connector_type === 'embedded') throw errors.invalidData(EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE)
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    await ctx.store.deleteAccount(ctx.store.db, user.id, 'wallet', identifier)
    const updated = await ctx.store.getUser(user.id)
    return c.json(toWireUser(updated ?? user))
  })

  return routes
}
