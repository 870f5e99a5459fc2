import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { type Hex, isAddressEqual, verifyMessage } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { farcasterCustodyAddress } from '../emulators/farcasterRelay.ts'
import { errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { createFarcasterStore, type FarcasterChannel } from '../store/farcaster.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { linkAccount, type ProvenAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'

/** A channel lives a little longer than the client's 120 s wait (A-4.25). */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

/** A-7.27: the header that carries the channel token on GET farcaster/status. */
export const FARCASTER_CHANNEL_TOKEN_HEADER = 'farcaster-channel-token'

const InitBody = z.object({ token: z.string().optional() })
const SignedBody = z.object({
  channel_token: z.string().min(1),
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'a hex signature'),
  fid: z.number().int().positive(),
})
const UnlinkBody = z.object({ fid: z.number().int().positive() })
const SignerBody = z.object({ ed25519_public_key: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'a hex ed25519 key') })

/**
 * The Farcaster account a relay answer proves: the channel's nonce and domain, the fid named in
 * the message's resources, and a signature by that fid's custody address (A-7.28).
 */
async function provenFarcaster(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  body: z.infer<typeof SignedBody>,
): Promise<ProvenAccount> {
  const store = createFarcasterStore(ctx.store.db)
  const channel = await store.getChannel(body.channel_token)
  if (!channel || channel.appId !== app.id) throw errors.invalidCredentials('Unknown Farcaster channel.')
  const message = parseSiweMessage(body.message)
  const custody = farcasterCustodyAddress(body.fid)
  const fidResource = `farcaster://fid/${body.fid}`
  if (
    !custody ||
    // The profile stored comes from the relay's answer: it must be the answer for this fid.
    channel.result?.fid !== body.fid ||
    !message.address ||
    !isAddressEqual(message.address, custody as Hex) ||
    !message.resources?.includes(fidResource) ||
    !validateSiweMessage({ message, nonce: channel.nonce, domain: channel.domain, time: new Date(ctx.now()) })
  ) {
    throw errors.invalidCredentials('The message is not a sign-in for this channel and fid.')
  }
  const valid = await verifyMessage({
    address: custody as Hex,
    message: body.message,
    signature: body.signature as Hex,
  }).catch(() => false)
  if (!valid) throw errors.invalidCredentials("The signature is not the fid's custody signature.")
  if (!(await store.useChannel(channel.channelToken, ctx.now()))) {
    throw errors.invalidCredentials('The Farcaster channel is not completed, expired or already used.')
  }
  const profile = channel.result
  return {
    type: 'farcaster',
    identifier: String(body.fid),
    details: {
      fid: body.fid,
      owner_address: custody,
      username: profile?.username ?? null,
      display_name: profile?.display_name ?? null,
      bio: profile?.bio ?? null,
      pfp_url: profile?.pfp_url ?? null,
      signer_public_key: null,
    },
  }
}

function statusAnswer(channel: FarcasterChannel) {
  if (channel.state === 'pending' || !channel.result) return { state: 'pending', nonce: channel.nonce }
  const { custody: _custody, ...result } = channel.result
  return { state: 'completed', nonce: channel.nonce, ...result }
}

/** Farcaster login, /api/v1/farcaster/* (A-7.26 to A-7.30), against the relay emulator. */
export function farcasterRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const store = createFarcasterStore(ctx.store.db)
  const requireMethod = (app: SandboxAppDefinition) => {
    if (!isEnabled(app, 'farcaster_auth')) throw errors.disallowedLoginMethod('Farcaster')
  }

  routes.post('/init', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, InitBody)
    // A-4.09: the captcha guards Farcaster sign-ups too.
    await requireCaptchaFirst(ctx, c, app, body.token)
    const origin = c.req.header('origin')
    // The relay shows the user this domain and the message is bound to it: a channel named for a
    // page the app does not own would let that page pass off a sign-in to it as one to this app.
    if (origin !== undefined && !isAllowedOrigin(app, origin)) {
      throw errors.invalidData(`The page ${origin} is not one of this app's allowed origins.`)
    }
    const domain = origin ? new URL(origin).host : 'localhost'
    const channelToken = randomBytes(16).toString('hex')
    const nonce = generateSiweNonce()
    const now = ctx.now()
    await store.openChannel(
      { channelToken, appId: app.id, nonce, domain, expiresAt: now + FARCASTER_CHANNEL_TTL_MS },
      now,
    )
    const url = new URL(`/_sandbox/farcaster/approve?channel_token=${channelToken}`, c.req.url).toString()
    return c.json({ channel_token: channelToken, url, connect_uri: url, nonce })
  })

  routes.get('/status', async (c) => {
    const app = requireApp(ctx, c)
    const channelToken = c.req.header(FARCASTER_CHANNEL_TOKEN_HEADER)
    if (!channelToken) throw errors.invalidData(`Missing the ${FARCASTER_CHANNEL_TOKEN_HEADER} header.`)
    const channel = await store.getChannel(channelToken)
    if (!channel || channel.appId !== app.id || channel.expiresAt <= ctx.now()) {
      throw errors.invalidCredentials('Unknown or expired Farcaster channel.')
    }
    return c.json(statusAnswer(channel))
  })

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, SignedBody)
    return c.json(await signIn(ctx, app, await provenFarcaster(ctx, app, body)))
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const { claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, SignedBody)
    return c.json(await linkAccount(ctx, app, claims, await provenFarcaster(ctx, app, body)))
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const { fid } = await readBody(c, UnlinkBody)
    if (!user.accounts.some((a) => a.type === 'farcaster' && a.identifier === String(fid))) {
      throw errors.invalidData(`The Farcaster fid ${fid} is not linked to this user.`)
    }
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    await ctx.store.deleteAccount(ctx.store.db, user.id, 'farcaster', String(fid))
    const updated = await ctx.store.getUser(user.id)
    return c.json(toWireUser(updated ?? user))
  })

  // A-7.30, W-3.30: a signer key starts pending_approval; the relay's signer page approves or revokes it.
  routes.post('/signer/status', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, SignerBody)
    const publicKey = body.ed25519_public_key.toLowerCase().replace(/^(?!0x)/, '0x')
    const farcaster = user.accounts.find((a) => a.type === 'farcaster')
    if (!farcaster) throw errors.invalidData('A Farcaster signer needs a linked Farcaster account (W-6.11).')
    const existing = await store.getSigner(publicKey)
    if (existing && existing.userId !== user.id) throw errors.invalidData('This signer key belongs to another user.')
    if (!existing) {
      await store.putSigner({
        publicKey,
        appId: app.id,
        userId: user.id,
        fid: Number(farcaster.identifier),
        at: ctx.now(),
      })
    }
    const status = existing?.status ?? 'pending_approval'
    return c.json({
      public_key: publicKey,
      status,
      ...(status === 'pending_approval'
        ? { signer_approval_url: new URL(`/_sandbox/farcaster/signer?public_key=${publicKey}`, c.req.url).toString() }
        : {}),
    })
  })

  return routes
}
