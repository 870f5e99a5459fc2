import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFrameServer,
  FrameHandlerError,
  type FrameHandlers,
} from '../../../../sandbox/src/frame/createFrameServer.ts'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { createFrameChannel } from '../../../src/core/wallet/createFrameChannel'
import {
  FRAME_MESSAGE_KINDS,
  type FrameMessageKind,
  type FrameRequestInput,
} from '../../../src/core/wallet/frameProtocol'
import { createFramePair } from './fakeFrameWindows'

const HOST = 'https://app.example'
const FRAME = 'https://wallet.lobby.test'
const token = 'access-token'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A valid input for every kind (W-7.10 where the spec names the fields). */
const SAMPLE_INPUTS: { [K in FrameMessageKind]: FrameRequestInput<K> } = {
  'lobby:frame:ready': {},
  'lobby:wallet:create': { accessToken: token, recoveryPassword: 'hunter22' },
  'lobby:wallet:import': { accessToken: token, privateKey: '0x01' },
  'lobby:wallet:connect': { accessToken: token, address },
  'lobby:wallet:recover': { accessToken: token, address, recoveryPin: '123456' },
  'lobby:wallet:rpc': {
    accessToken: token,
    address,
    requesterAppId: 'app',
    request: { method: 'eth_signTransaction', params: [{ to: address }] },
  },
  'lobby:wallet:set-recovery': { accessToken: token, address, method: 'user-passcode', password: 'hunter22' },
  'lobby:mfa:verify': { method: 'totp', code: '123456' },
  'lobby:mfa:init-enrollment': { method: 'sms', phoneNumber: '+15555550100' },
  'lobby:mfa:submit-enrollment': { method: 'passkey', passkeyResponse: { id: 'cred' } },
  'lobby:mfa:unenroll': { method: 'sms' },
  'lobby:wallet:clear': {},
  'lobby:wallet:lock': {},
  'lobby:farcaster:init-signer': { accessToken: token },
  'lobby:farcaster:sign': { accessToken: token, payload: '0xabcd' },
  'lobby:solana:create': { accessToken: token },
  'lobby:solana:connect': { accessToken: token, publicKey: 'So1ana' },
  'lobby:solana:recover': { accessToken: token, publicKey: 'So1ana', recoveryMethod: 'privy' },
  'lobby:solana:rpc': { accessToken: token, publicKey: 'So1ana', request: { method: 'signMessage' } },
}

function setup(handlers: FrameHandlers, timeoutMs = 1000) {
  const pair = createFramePair(HOST, FRAME)
  let next = 0
  const channel = createFrameChannel({
    targetWindow: pair.frameFromHost,
    targetOrigin: FRAME,
    selfWindow: pair.host,
    timeoutMs,
    createId: () => `req-${++next}`,
  })
  const server = createFrameServer(handlers, {
    allowedOrigin: HOST,
    allowedSource: pair.hostFromFrame,
    selfWindow: pair.frame,
  })
  return { ...pair, channel, server }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

afterEach(() => {
  vi.useRealTimers()
})

describe('frame protocol round trip', () => {
  it('W-7.06 W-7.08 every message kind travels by postMessage to the frame and back to its request', async () => {
    const handlers = Object.fromEntries(
      FRAME_MESSAGE_KINDS.map((kind) => [kind, (input: unknown) => ({ kind, input })]),
    ) as FrameHandlers
    const { channel, sent } = setup(handlers)
    for (const kind of FRAME_MESSAGE_KINDS) {
      await expect(channel.request(kind, SAMPLE_INPUTS[kind])).resolves.toEqual({ kind, input: SAMPLE_INPUTS[kind] })
    }
    expect(FRAME_MESSAGE_KINDS).toHaveLength(19)
    expect(sent.filter((m) => m.to === 'frame')).toHaveLength(19)
    expect(sent.filter((m) => m.to === 'host')).toHaveLength(19)
    expect(channel.pending()).toBe(0)
  })

  it('W-7.09 a reply carries data or error { type, message }, and an error rejects with that type and message', async () => {
    const { channel, sent } = setup({
      'lobby:wallet:recover': () => {
        throw new FrameHandlerError('invalid_recovery_pin', 'Invalid recovery pin')
      },
    })
    const error = await channel.request('lobby:wallet:recover', SAMPLE_INPUTS['lobby:wallet:recover']).catch((e) => e)
    expect(isLobbyError(error, 'invalid_recovery_pin')).toBe(true)
    expect(error).toMatchObject({ kind: 'wallet_error', shortMessage: 'Invalid recovery pin' })
    expect(sent.at(-1)?.message).toEqual({
      type: 'lobby:wallet:recover',
      id: 'req-1',
      error: { type: 'invalid_recovery_pin', message: 'Invalid recovery pin' },
    })
  })

  it('W-7.09 a kind the frame does not serve answers unsupported_message; a thrown non-typed error answers unknown_error', async () => {
    const { channel } = setup({
      'lobby:wallet:create': () => {
        throw new Error('disk full')
      },
    })
    await expect(channel.request('lobby:wallet:clear', {})).rejects.toMatchObject({ code: 'unsupported_message' })
    await expect(channel.request('lobby:wallet:create', { accessToken: token })).rejects.toMatchObject({
      code: 'unknown_error',
      shortMessage: 'disk full',
    })
  })

  it('W-7.10 connect needs an access token and an address; a request missing one is refused before it is posted', async () => {
    const { channel, sent } = setup({ 'lobby:wallet:connect': () => 'ok' })
    const bad = { accessToken: token } as unknown as FrameRequestInput<'lobby:wallet:connect'>
    await expect(channel.request('lobby:wallet:connect', bad)).rejects.toMatchObject({
      code: 'embedded_wallet.invalid_request',
    })
    expect(sent).toHaveLength(0)
  })

  it('W-7.10 the frame refuses a request whose input is malformed with invalid_request_arguments, without calling the handler', async () => {
    const handler = vi.fn()
    const { host, frame, hostFromFrame, sent } = setup({ 'lobby:wallet:set-recovery': handler })
    frame.deliver({
      data: { type: 'lobby:wallet:set-recovery', id: 'x1', data: { address, method: 'carrier-pigeon' } },
      origin: HOST,
      source: hostFromFrame,
    })
    await settle()
    expect(handler).not.toHaveBeenCalled()
    expect(sent.at(-1)?.message).toMatchObject({ id: 'x1', error: { type: 'invalid_request_arguments' } })
    expect(host.origin).toBe(HOST)
  })

  it('times out a request the frame never answers, and the late reply is then ignored', async () => {
    vi.useFakeTimers()
    const { channel, host, frameFromHost, server } = setup({}, 30_000)
    server.close()
    const pending = channel.request('lobby:frame:ready', {}).catch((e) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    const error = await pending
    expect(isLobbyError(error, 'embedded_wallet.frame_timeout')).toBe(true)
    expect(channel.pending()).toBe(0)
    host.deliver({ data: { type: 'lobby:frame:ready', id: 'req-1', data: {} }, origin: FRAME, source: frameFromHost })
    expect(channel.pending()).toBe(0)
  })

  it('close rejects the waiting requests and stops listening', async () => {
    const { channel, server } = setup({})
    server.close()
    const pending = channel.request('lobby:frame:ready', {})
    channel.close()
    await expect(pending).rejects.toMatchObject({ code: 'embedded_wallet.frame_closed' })
  })
})

describe('frame protocol drops foreign messages', () => {
  const foreignOrigin = fc.oneof(
    fc.webUrl().map((u) => new URL(u).origin),
    fc.constantFrom(
      'null',
      '',
      'https://wallet.lobby.test:443',
      'http://wallet.lobby.test',
      'https://wallet.lobby.test.evil',
    ),
    fc.string(),
  )
  const replyShape = fc.record(
    {
      type: fc.oneof(fc.constantFrom(...FRAME_MESSAGE_KINDS), fc.string()),
      id: fc.oneof(fc.constant('req-1'), fc.string()),
      data: fc.anything(),
      error: fc.oneof(fc.record({ type: fc.string(), message: fc.string() }), fc.anything()),
    },
    { requiredKeys: [] },
  )
  const payload = fc.oneof(fc.anything(), replyShape)

  it('W-7.06 W-7.09 (property) replies from a wrong origin or window, or malformed, never resolve a request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('origin' as const), origin: foreignOrigin, data: payload }),
            fc.record({ kind: fc.constant('source' as const), data: payload }),
            fc.record({ kind: fc.constant('malformed' as const), data: payload }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (events) => {
          const { channel, host, frameFromHost, hostFromFrame } = setup({})
          const settled = vi.fn()
          const result = channel.request('lobby:wallet:connect', SAMPLE_INPUTS['lobby:wallet:connect'])
          result.then(settled, settled)
          const genuine = { type: 'lobby:wallet:connect', id: 'req-1', data: 'genuine' }
          for (const event of events) {
            if (event.kind === 'origin') {
              fc.pre(event.origin !== FRAME)
              host.deliver({ data: genuine, origin: event.origin, source: frameFromHost })
              host.deliver({ data: event.data, origin: event.origin, source: frameFromHost })
            } else if (event.kind === 'source') {
              host.deliver({ data: genuine, origin: FRAME, source: hostFromFrame })
              host.deliver({ data: genuine, origin: FRAME, source: null })
              host.deliver({ data: event.data, origin: FRAME, source: {} })
            } else {
              const data = event.data as Record<string, unknown> | null
              const wellFormed =
                typeof data === 'object' &&
                data !== null &&
                data.id === 'req-1' &&
                data.type === 'lobby:wallet:connect' &&
                ('data' in data || 'error' in data)
              fc.pre(!wellFormed)
              host.deliver({ data: event.data, origin: FRAME, source: frameFromHost })
            }
          }
          await Promise.resolve()
          expect(settled).not.toHaveBeenCalled()
          expect(channel.pending()).toBe(1)
          host.deliver({ data: genuine, origin: FRAME, source: frameFromHost })
          await expect(result).resolves.toBe('genuine')
          channel.close()
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('W-7.06 (property) the frame answers nothing and runs no handler for a request from a wrong origin or window, or malformed', async () => {
    await fc.assert(
      fc.asyncProperty(
        foreignOrigin.filter((o) => o !== HOST),
        payload,
        fc.constantFrom(...FRAME_MESSAGE_KINDS),
        async (origin, data, kind) => {
          const handler = vi.fn(() => 'signed')
          const handlers = Object.fromEntries(FRAME_MESSAGE_KINDS.map((k) => [k, handler])) as FrameHandlers
          const { frame, hostFromFrame, frameFromHost, sent, server } = setup(handlers)
          const valid = { type: kind, id: 'r', data: SAMPLE_INPUTS[kind] }
          frame.deliver({ data: valid, origin, source: hostFromFrame })
          frame.deliver({ data: valid, origin: HOST, source: frameFromHost })
          frame.deliver({ data: valid, origin: HOST, source: null })
          frame.deliver({ data, origin, source: hostFromFrame })
          const d = data as Record<string, unknown> | null
          const request =
            typeof d === 'object' && d !== null && FRAME_MESSAGE_KINDS.includes(d.type as FrameMessageKind)
          if (!request || typeof d.id !== 'string' || d.id === '') {
            frame.deliver({ data, origin: HOST, source: hostFromFrame })
          }
          await new Promise((resolve) => setTimeout(resolve, 0))
          expect(handler).not.toHaveBeenCalled()
          expect(sent).toHaveLength(0)
          server.close()
        },
      ),
      { numRuns: 1000 },
    )
  })
})
