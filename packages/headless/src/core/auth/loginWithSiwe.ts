import { authenticateSiwe, initSiwe, linkSiwe, type SiweSignedBody, unlinkSiwe } from '../api/siwe'
import type { User } from '../api/user'
import type { Captcha } from '../captcha/createCaptcha'
import type { LobbyClient } from '../client'
import type { Eip1193Provider } from '../eip1193Provider'
import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import type { ChainLike } from '../rules/chains'
import { canLoginWithWallet, canUnlinkAccount } from '../rules/linking'
import { siweChainId, writeSiweMessage } from '../rules/siweMessage'
import { createMachine, type Readable } from '../store'
import { loadViem } from '../viem'

/** the steps of a sign-in with Ethereum. */
export type SiweFlowStatus = 'initial' | 'generating-message' | 'awaiting-signature' | 'submitting' | 'done' | 'error'

/** A SIWE flow's state: where it is, the wallet and the message it signs, and the last error. */
export type SiweFlowState = {
  status: SiweFlowStatus
  address: string | null
  message: string | null
  error: LobbyError | null
}

/** Options of a SIWE flow. */
export type LoginWithSiweOptions = {
  /** Log in (A-7.41 authenticate) or link the wallet to the signed-in user (A-7.41 link). @default 'login' */
  mode?: 'login' | 'link'
  /** A captcha token for siwe/init. */
  getCaptchaToken?: () => string | undefined
  /** The app's captcha: its passed token (from the automatic run on landing, A-4.12) goes with siwe/init. */
  captcha?: Captcha
  /** W-3.01 walletClientType sent with the signature. @default 'unknown' */
  walletClientType?: string
  /** W-3.01 connectorType sent with the signature. @default 'injected' */
  connectorType?: string
  /** chains a sign-in message may name. @default the app's default chain only */
  supportedChains?: readonly ChainLike[]
  /** The page the message binds to. @default `location` */
  page?: { host: string; origin: string }
  now?: () => number
}

/** A running SIWE flow. */
export type SiweFlow = Readable<SiweFlowState> & {
  /** Asks the wallet for its account, fetches a nonce, has the wallet sign, and logs in or links. */
  signIn(provider: Eip1193Provider): Promise<void>
  reset(): void
}

type SiweEvent =
  | { type: 'siwe.start' }
  | { type: 'siwe.message'; address: string; message: string }
  | { type: 'siwe.signed' }
  | { type: 'siwe.done' }
  | { type: 'siwe.failed'; error: LobbyError }
  | { type: 'reset' }

/** The SIWE start state. */
export const INITIAL_SIWE_FLOW: SiweFlowState = { status: 'initial', address: null, message: null, error: null }

const BUSY: readonly SiweFlowStatus[] = ['generating-message', 'awaiting-signature', 'submitting']

/** nonce, then signature, then authenticate or link; a failure at any step is kept with its error. */
export function reduceSiweFlow(state: SiweFlowState, event: SiweEvent): SiweFlowState {
  switch (event.type) {
    case 'siwe.start':
      return BUSY.includes(state.status) ? state : { ...INITIAL_SIWE_FLOW, status: 'generating-message' }
    case 'siwe.message':
      return state.status === 'generating-message'
        ? { ...state, status: 'awaiting-signature', address: event.address, message: event.message }
        : state
    case 'siwe.signed':
      return state.status === 'awaiting-signature' ? { ...state, status: 'submitting' } : state
    case 'siwe.done':
      return state.status === 'submitting' ? { ...state, status: 'done' } : state
    case 'siwe.failed':
      return { ...state, status: 'error', error: event.error }
    case 'reset':
      return INITIAL_SIWE_FLOW
  }
}

const toHexUtf8 = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

function browserPage(): { host: string; origin: string } {
  if (typeof location === 'undefined') throw new LobbyError('client_error', 'siwe.no_page', 'No page to sign in to.')
  return { host: location.host, origin: location.origin }
}

/** Sign-in with Ethereum with an EIP-1193 wallet. */
export function createLoginWithSiwe(client: LobbyClient, options: LoginWithSiweOptions = {}): SiweFlow {
  const mode = options.mode ?? 'login'
  const machine = createMachine({ initial: INITIAL_SIWE_FLOW, reduce: reduceSiweFlow })
  const now = options.now ?? Date.now

  async function run(provider: Eip1193Provider) {
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    const first = Array.isArray(accounts) ? accounts[0] : undefined
    if (typeof first !== 'string')
      throw new LobbyError('connector_error', 'siwe.no_account', 'The wallet shared no account.')
    // EIP-4361 wants the EIP-55 checksummed address; viem loads only when a wallet signs in.
    const { getAddress } = await loadViem()
    const address = getAddress(first)
    // the user's own embedded wallet, reached through any provider, is refused before the nonce.
    assertLinkableWallet(linkedWallet(client, address) ?? {})
    const defaultChainId = client.store.getSnapshot().config?.defaultChainId ?? 1
    const chainId = siweChainId(
      await provider.request({ method: 'eth_chainId' }).catch(() => null),
      options.supportedChains ?? [{ id: defaultChainId }],
      defaultChainId,
    )
    const captcha = options.captcha?.takeToken() ?? options.getCaptchaToken?.()
    const nonce = await initSiwe(client.http, captcha ? { address, token: captcha } : { address })
    const page = options.page ?? browserPage()
    const message = await writeSiweMessage({
      domain: page.host,
      address,
      uri: page.origin,
      chainId,
      nonce,
      issuedAt: new Date(now()),
    })
    machine.send({ type: 'siwe.message', address, message })
    const signature = await provider.request({ method: 'personal_sign', params: [toHexUtf8(message), address] })
    if (typeof signature !== 'string')
      throw new LobbyError('connector_error', 'siwe.no_signature', 'The wallet returned no signature.')
    machine.send({ type: 'siwe.signed' })
    const body: SiweSignedBody = {
      message,
      signature,
      chainId: `eip155:${chainId}`,
      walletClientType: options.walletClientType ?? 'unknown',
      connectorType: options.connectorType ?? 'injected',
    }
    if (mode === 'login') {
      client.completeLogin(await authenticateSiwe(client.http, body), 'siwe')
      return
    }
    client.session.applyAuthResult(await linkSiwe(client.http, body, await client.getAccessToken()))
    const linked = address.toLowerCase()
    // the new account may take a moment to show on the user.
    await client.syncUser((user) =>
      user.linkedAccounts.some((a) => a.type === 'wallet' && a.address?.toLowerCase() === linked),
    )
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),
    async signIn(provider) {
      // a second login is refused; for links.
      if (mode === 'login' && !client.canStartLogin()) return
      try {
        assertLinkableWallet({ walletClientType: options.walletClientType })
        if (mode === 'link') client.assertCanLink('wallet')
      } catch (error) {
        machine.send({ type: 'siwe.failed', error: toLobbyError(error) })
        return
      }
      const before = machine.getSnapshot()
      machine.send({ type: 'siwe.start' })
      if (machine.getSnapshot() === before) return
      try {
        await run(provider)
        machine.send({ type: 'siwe.done' })
      } catch (error) {
        machine.send({ type: 'siwe.failed', error: walletLoginError(error) })
      }
    },
  }
}

/** W-8.12: a server that still fails (5xx) after the client's retries reads "We're on it. Please try again later." */
function walletLoginError(error: unknown): LobbyError {
  const e = toLobbyError(error)
  if (e.kind === 'api_error' && (e.status ?? 0) >= 500) {
    return createLobbyError('wallet.service_unavailable', { cause: error, status: e.status })
  }
  return e
}

/** The signed-in user's linked wallet at `address`, if any. */
function linkedWallet(client: LobbyClient, address: string) {
  const wanted = address.toLowerCase()
  return client.store
    .getSnapshot()
    .user?.linkedAccounts.find((a) => a.type === 'wallet' && a.address?.toLowerCase() === wanted)
}

/** Throws the spec's refusal for the embedded wallet, which never logs in nor is linked. */
function assertLinkableWallet(wallet: { walletClientType?: string | null | undefined }): void {
  const verdict = canLoginWithWallet(wallet)
  if (!verdict.ok) throw new LobbyError('client_error', verdict.issue, verdict.message)
}

/** then: unlinks an external wallet and refetches the user; the embedded wallet is refused before the network. */
export async function unlinkWallet(client: LobbyClient, address: string): Promise<User | null> {
  const account = linkedWallet(client, address)
  const verdict = account ? canUnlinkAccount(account) : null
  if (verdict && !verdict.ok) throw new LobbyError('client_error', verdict.issue, verdict.message)
  await unlinkSiwe(client.http, { address }, await client.getAccessToken())
  return client.refreshUser()
}
