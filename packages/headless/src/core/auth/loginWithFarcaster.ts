import {
  authenticateFarcaster,
  type FarcasterSignedBody,
  getFarcasterStatus,
  initFarcaster,
  linkFarcaster,
  unlinkFarcaster,
} from '../api/farcaster'
import type { User } from '../api/user'
import { withCaptchaFirst } from '../captcha/captchaFirst'
import type { Captcha } from '../captcha/createCaptcha'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { isAuthenticatedUser } from '../rules/guest'
import { createMachine, type Readable } from '../store'

/** The channel status is polled this often... */
export const FARCASTER_POLL_INTERVAL_MS = 2_000
/** ...and login gives up after this long. */
export const FARCASTER_LOGIN_TIMEOUT_MS = 120_000

/** The steps of a Farcaster login: open a channel, wait on it (AWAITING_FARCASTER_CONNECTION), submit. */
export type FarcasterFlowStatus = 'initial' | 'initializing' | 'awaiting-connection' | 'submitting' | 'done' | 'error'

/** A Farcaster flow's state; `url` is what the QR code encodes and the link opens. */
export type FarcasterFlowState = {
  status: FarcasterFlowStatus
  url: string | null
  error: LobbyError | null
}

/** Options of a Farcaster flow. */
export type LoginWithFarcasterOptions = {
  /** Log in (A-7.28 authenticate) or link to the signed-in user (A-7.28 link). @default 'login' */
  mode?: 'login' | 'link'
  /** A captcha token for farcaster/init. */
  getCaptchaToken?: () => string | undefined
  /** The app's captcha: solved first when the captcha-first rule says so, its token sent with init. */
  captcha?: Captcha
  now?: () => number
}

/** A running Farcaster flow. */
export type FarcasterFlow = Readable<FarcasterFlowState> & {
  /** Opens a channel, then polls it every 2 s for up to 120 s and logs in or links with the answer. */
  start(): Promise<void>
  /** Stops waiting and goes back to the start. */
  reset(): void
}

type FarcasterEvent =
  | { type: 'farcaster.start' }
  | { type: 'farcaster.channel'; url: string }
  | { type: 'farcaster.completed' }
  | { type: 'farcaster.done' }
  | { type: 'farcaster.failed'; error: LobbyError }
  | { type: 'reset' }

/** The Farcaster start state. */
export const INITIAL_FARCASTER_FLOW: FarcasterFlowState = { status: 'initial', url: null, error: null }

/** init, await the relay, submit. */
export function reduceFarcasterFlow(state: FarcasterFlowState, event: FarcasterEvent): FarcasterFlowState {
  switch (event.type) {
    case 'farcaster.start':
      return state.status === 'initial' || state.status === 'error' || state.status === 'done'
        ? { ...INITIAL_FARCASTER_FLOW, status: 'initializing' }
        : state
    case 'farcaster.channel':
      return state.status === 'initializing' ? { ...state, status: 'awaiting-connection', url: event.url } : state
    case 'farcaster.completed':
      return state.status === 'awaiting-connection' ? { ...state, status: 'submitting' } : state
    case 'farcaster.done':
      return state.status === 'submitting' ? { ...state, status: 'done' } : state
    case 'farcaster.failed':
      return { ...state, status: 'error', error: event.error }
    case 'reset':
      return INITIAL_FARCASTER_FLOW
  }
}

/** Farcaster login and link against a relay channel. */
export function createLoginWithFarcaster(client: LobbyClient, options: LoginWithFarcasterOptions = {}): FarcasterFlow {
  const mode = options.mode ?? 'login'
  const now = options.now ?? Date.now
  const machine = createMachine({ initial: INITIAL_FARCASTER_FLOW, reduce: reduceFarcasterFlow })
  // Each start gets a run number; a reset or a newer start makes an older poll loop stop.
  let run = 0
  let wake: (() => void) | null = null
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  async function wait(id: number, channelToken: string): Promise<FarcasterSignedBody | null> {
    const deadline = now() + FARCASTER_LOGIN_TIMEOUT_MS
    for (;;) {
      await sleep(FARCASTER_POLL_INTERVAL_MS)
      if (id !== run) return null
      const status = await getFarcasterStatus(client.http, channelToken)
      if (id !== run) return null
      if (status.state === 'completed') {
        const { message, signature, fid } = status as { message: string; signature: string; fid: number }
        return { channel_token: channelToken, message, signature, fid }
      }
      if (now() >= deadline) throw createLobbyError('farcaster.timeout')
    }
  }

  // on a captcha app a signed-out user passes the captcha before the channel opens.
  async function openChannel() {
    const init = () => {
      const token = options.captcha?.takeToken() ?? options.getCaptchaToken?.()
      return initFarcaster(client.http, token ? { token } : {})
    }
    if (!options.captcha) return init()
    const outcome = await withCaptchaFirst({
      captcha: options.captcha,
      method: 'farcaster',
      authenticated: isAuthenticatedUser(client.store.getSnapshot()),
      login: init,
    })
    if (outcome.status !== 'done') throw createLobbyError('captcha.failed')
    return outcome.value
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset() {
      run++
      wake?.()
      machine.send({ type: 'reset' })
    },
    async start() {
      if (mode === 'login' && !client.canStartLogin()) return
      try {
        if (mode === 'link') client.assertCanLink('farcaster')
      } catch (error) {
        machine.send({ type: 'farcaster.failed', error: toLobbyError(error) })
        return
      }
      const before = machine.getSnapshot()
      machine.send({ type: 'farcaster.start' })
      if (machine.getSnapshot() === before) return
      const id = ++run
      try {
        const channel = await openChannel()
        if (id !== run) return
        machine.send({ type: 'farcaster.channel', url: channel.url })
        const signed = await wait(id, channel.channelToken)
        if (!signed) return
        machine.send({ type: 'farcaster.completed' })
        if (mode === 'login') {
          client.completeLogin(await authenticateFarcaster(client.http, signed), 'farcaster')
        } else {
          client.session.applyAuthResult(await linkFarcaster(client.http, signed, await client.getAccessToken()))
          await client.syncUser((user) =>
            user.linkedAccounts.some((a) => a.type === 'farcaster' && a.fid === signed.fid),
          )
        }
        if (id === run) machine.send({ type: 'farcaster.done' })
      } catch (error) {
        if (id === run) machine.send({ type: 'farcaster.failed', error: toLobbyError(error) })
      }
    },
  }
}

/** then: unlinks a Farcaster account and refetches the user. */
export async function unlinkFarcasterAccount(client: LobbyClient, fid: number): Promise<User | null> {
  await unlinkFarcaster(client.http, { fid }, await client.getAccessToken())
  return client.refreshUser()
}
