import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { createFarcasterStore } from '../store/farcaster.ts'

/** A Farcaster account of the emulated ID registry: an fid, its custody key and a profile. */
export type FarcasterTestIdentity = {
  fid: number
  username: string
  displayName: string
  bio: string
  /** The custody key; its address is what the ID registry records for the fid. */
  custodyKey: Hex
}

// Keys derived from a fixed phrase, so an identity keeps its custody address across restarts.
const custodyKey = (fid: number): Hex => keccak256(toHex(`lobby-sandbox-farcaster-custody-${fid}`))

/** The emulated registry's accounts; the approve page offers each. */
export const FARCASTER_TEST_IDENTITIES: readonly FarcasterTestIdentity[] = (
  [
    [20001, 'alice', 'A sandbox Farcaster user.'],
    [20002, 'bob', 'Another sandbox Farcaster user.'],
    [20003, 'carol', 'A third sandbox Farcaster user.'],
    [20004, 'dave', 'A fourth sandbox Farcaster user.'],
  ] as const
).map(([fid, username, bio]) => ({
  fid,
  username,
  displayName: `${username[0]?.toUpperCase()}${username.slice(1)} Sandbox`,
  bio,
  custodyKey: custodyKey(fid),
}))

/** The custody address the emulated ID registry holds for an fid, or null for an unknown fid. */
export function farcasterCustodyAddress(fid: number): string | null {
  const identity = FARCASTER_TEST_IDENTITIES.find((candidate) => candidate.fid === fid)
  return identity ? privateKeyToAccount(identity.custodyKey).address : null
}

/** Farcaster's sign-in messages name this chain (Optimism, where the ID registry lives). */
export const FARCASTER_CHAIN_ID = 10

const pfp = (fid: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#${createHash('sha256').update(String(fid)).digest('hex').slice(0, 6)}"/></svg>`)}`

const ApproveBody = z.object({ channel_token: z.string().min(1), fid: z.coerce.number().int().positive() })
const SignerBody = z.object({ public_key: z.string().min(1), decision: z.enum(['approve', 'revoke']) })

async function formOrJson(c: {
  req: {
    header(n: string): string | undefined
    json(): Promise<unknown>
    parseBody(): Promise<Record<string, unknown>>
  }
}) {
  return (c.req.header('content-type') ?? '').includes('json') ? c.req.json().catch(() => ({})) : c.req.parseBody()
}

/**
 * The Farcaster relay and wallet app, emulated under `/_sandbox/farcaster`: the approve page the QR
 * code and link lead to (a test identity's custody key really signs the SIWF message), and the
 * signer approval page for `signer_approval_url` (A-4.27).
 */
export function farcasterRelayRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const store = createFarcasterStore(ctx.store.db)
  // Both methods: a form posted into a frame would show the answer there too.
  routes.use('/approve', refuseFraming)
  routes.use('/signer', refuseFraming)

  routes.get('/approve', async (c) => {
    const channelToken = c.req.query('channel_token') ?? ''
    const channel = await store.getChannel(channelToken)
    if (!channel) return c.html(html`<p>No Farcaster channel "${channelToken}".</p>`, 404)
    return c.html(html`<!doctype html>
      <title>Sign in with Farcaster (sandbox)</title>
      <h1>Sign in to ${channel.domain} with Farcaster</h1>
      <p data-state="${channel.state}">Channel ${channel.state}.</p>
      ${FARCASTER_TEST_IDENTITIES.map(
        (identity) => html`<form method="post" action="approve">
          <input type="hidden" name="channel_token" value="${channelToken}" />
          <input type="hidden" name="fid" value="${identity.fid}" />
          <button type="submit" data-fid="${identity.fid}">Approve as @${identity.username} (fid ${identity.fid})</button>
        </form>`,
      )}`)
  })

  /** Approves a channel as a test identity: `{ channel_token, fid }` (form or JSON). */
  routes.post('/approve', async (c) => {
    const parsed = ApproveBody.safeParse(await formOrJson(c))
    if (!parsed.success) return c.json({ code: 'invalid_data', error: 'channel_token and fid are required.' }, 400)
    const identity = FARCASTER_TEST_IDENTITIES.find((candidate) => candidate.fid === parsed.data.fid)
    const channel = await store.getChannel(parsed.data.channel_token)
    if (!identity || !channel) return c.json({ code: 'invalid_data', error: 'Unknown channel or fid.' }, 404)
    const account = privateKeyToAccount(identity.custodyKey)
    const at = ctx.now()
    const message = createSiweMessage({
      domain: channel.domain,
      address: account.address,
      statement: 'Farcaster Auth',
      uri: `http://${channel.domain}/login`,
      version: '1',
      chainId: FARCASTER_CHAIN_ID,
      nonce: channel.nonce,
      issuedAt: new Date(at),
      expirationTime: new Date(channel.expiresAt),
      resources: [`farcaster://fid/${identity.fid}`],
    })
    const completed = await store.completeChannel(channel.channelToken, {
      message,
      signature: await account.signMessage({ message }),
      fid: identity.fid,
      username: identity.username,
      display_name: identity.displayName,
      bio: identity.bio,
      pfp_url: pfp(identity.fid),
      custody: account.address,
    })
    if ((c.req.header('content-type') ?? '').includes('json')) return c.json({ success: completed })
    return c.html(
      html`<p data-state="completed">${completed ? 'Approved. You can go back to the app.' : 'This channel was already answered.'}</p>`,
    )
  })

  routes.get('/signer', async (c) => {
    const publicKey = c.req.query('public_key') ?? ''
    const signer = await store.getSigner(publicKey)
    if (!signer) return c.html(html`<p>No signer request for "${publicKey}".</p>`, 404)
    return c.html(html`<!doctype html>
      <title>Approve signer (sandbox)</title>
      <h1>Let the app post for fid ${signer.fid}?</h1>
      <p data-state="${signer.status}">Status: ${signer.status}</p>
      ${['approve', 'revoke'].map(
        (decision) => html`<form method="post" action="signer">
          <input type="hidden" name="public_key" value="${publicKey}" />
          <input type="hidden" name="decision" value="${decision}" />
          <button type="submit">${decision === 'approve' ? 'Approve' : 'Reject'}</button>
        </form>`,
      )}`)
  })

  /** Decides a signer request: `{ public_key, decision: 'approve' | 'revoke' }`. */
  routes.post('/signer', async (c) => {
    const parsed = SignerBody.safeParse(await formOrJson(c))
    if (!parsed.success) return c.json({ code: 'invalid_data', error: 'public_key and decision are required.' }, 400)
    const changed = await store.decideSigner(
      parsed.data.public_key,
      parsed.data.decision === 'approve' ? 'approved' : 'revoked',
    )
    return c.json({ success: changed })
  })

  return routes
}
