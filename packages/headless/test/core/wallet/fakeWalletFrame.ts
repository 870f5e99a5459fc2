import { type Hex, hashTypedData, verifyMessage } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import {
  createFrameServer,
  FrameHandlerError,
  type FrameHandlers,
} from '../../../../sandbox/src/frame/createFrameServer.ts'
import { frameOrigin } from '../../../src/core/wallet/frameUrls'
import type { MountedWalletFrame, WalletFrameMount } from '../../../src/core/wallet/walletFrameMount'
import type { SandboxHarness } from '../../integration/sandboxHarness'
import { createFramePair } from './fakeFrameWindows'

export { hashTypedData, verifyMessage }

/** The host page's origin in these tests. */
export const HOST_ORIGIN = 'http://localhost:3000'
/** The frame's base URL (another origin). */
export const FRAME_BASE = 'http://127.0.0.1:8788'

type StoredWallet = { account: PrivateKeyAccount; recoveryMethod: string; password?: string; userId: string }

/** What the server side of the fake keeps (one per sandbox): every wallet's key and recovery. */
export type FakeWalletBackend = { wallets: Map<string, StoredWallet>; farcasterKeys: Map<string, string> }

/** A fresh backend. */
export function createFakeWalletBackend(): FakeWalletBackend {
  return { wallets: new Map(), farcasterKeys: new Map() }
}

/** What a fake frame does, for tests to steer: how it answers, and what it saw. */
export type FakeFrameControl = {
  /** The device shares of this "browser" (addresses, lowercased). */
  device: Set<string>
  /** Addresses whose key `lobby:wallet:lock` put away: unusable until their owner connects again. */
  locked: Set<string>
  /** Every request the frame received: kind and input. */
  requests: Array<{ kind: string; input: unknown }>
  /** URLs the SDK mounted. */
  mountedUrls: string[]
  /** Set to stop the frame from answering at all (never ready). */
  silent: boolean
  /** Delays each create reply by this many ms (fake timers advance it). */
  createDelayMs: number
  /** Makes creates register nothing with the sandbox, and keep nothing (the wallet never reaches the user). */
  skipRegistration: boolean
  mount: WalletFrameMount
}

const userIdOf = (accessToken: string): string => {
  const [, payload] = accessToken.split('.')
  return (JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub
}

/**
 * A wallet frame in-process: `createFrameServer` behind two fake windows on two origins. It
 * keeps keys the way the real frame does in spirit (device shares per browser, recovery per
 * wallet) and registers each new wallet on the sandbox user, so `GET users/me` shows it.
 */
export function createFakeWalletFrame(
  h: SandboxHarness,
  backend: FakeWalletBackend,
  device: Set<string> = new Set(),
): FakeFrameControl {
  const control: FakeFrameControl = {
    device,
    locked: new Set(),
    requests: [],
    mountedUrls: [],
    silent: false,
    createDelayMs: 0,
    skipRegistration: false,
    mount: (url) => mount(url),
  }
  const appIdOf = (url: string) => new URL(url).pathname.split('/')[2] ?? ''

  const handlers = (appId: string): FrameHandlers => {
    const wallet = (address: string) => {
      const stored = backend.wallets.get(address.toLowerCase())
      if (!stored) throw new FrameHandlerError('error', 'No such wallet')
      return stored
    }
    const unlocked = (address: string) => {
      if (!control.device.has(address.toLowerCase()))
        throw new FrameHandlerError('wallet_not_on_device', 'Not on this device')
      if (control.locked.has(address.toLowerCase())) throw new FrameHandlerError('error', 'The wallet is locked')
      return wallet(address)
    }
    // As the real frame: a key is unlocked again only for the user who owns it.
    const unlockFor = (accessToken: string, address: string) => {
      const stored = wallet(address)
      if (stored.userId !== userIdOf(accessToken)) throw new FrameHandlerError('error', 'Not your wallet')
      control.locked.delete(address.toLowerCase())
      return stored
    }
    return {
      'lobby:frame:ready': () => ({}),
      'lobby:wallet:create': async (input) => {
        const userId = userIdOf(input.accessToken)
        for (const stored of backend.wallets.values()) {
          if (stored.userId === userId) {
            throw new FrameHandlerError(
              'embedded_wallet_already_exists',
              'Only one Privy wallet per user is currently allowed',
            )
          }
        }
        if (control.createDelayMs) await new Promise((r) => setTimeout(r, control.createDelayMs))
        const account = privateKeyToAccount(generatePrivateKey())
        const recoveryMethod = input.recoveryPassword ? 'user-passcode' : 'privy'
        // Registration is all or nothing (the contract's one atomic call): skipped, nothing is kept.
        if (control.skipRegistration) return { address: account.address }
        backend.wallets.set(account.address.toLowerCase(), {
          account,
          recoveryMethod,
          password: input.recoveryPassword,
          userId,
        })
        control.device.add(account.address.toLowerCase())
        await h.sandbox.store.insertAccount(h.sandbox.store.db, {
          userId,
          appId,
          type: 'wallet',
          identifier: account.address.toLowerCase(),
          details: {
            address: account.address,
            chain_type: 'ethereum',
            chain_id: 'eip155:1',
            wallet_client_type: 'privy',
            connector_type: 'embedded',
            imported: false,
            recovery_method: recoveryMethod,
            wallet_index: 0,
          },
          at: h.now(),
        })
        return { address: account.address }
      },
      'lobby:wallet:connect': (input) => {
        if (!control.device.has(input.address.toLowerCase()))
          throw new FrameHandlerError('wallet_not_on_device', 'Not on this device')
        return { address: unlockFor(input.accessToken, input.address).account.address }
      },
      'lobby:wallet:recover': (input) => {
        const stored = wallet(input.address)
        if (stored.recoveryMethod === 'user-passcode' && input.recoveryPin !== stored.password) {
          throw new FrameHandlerError('invalid_recovery_pin', 'Invalid recovery pin')
        }
        if (
          (stored.recoveryMethod === 'google-drive' || stored.recoveryMethod === 'icloud') &&
          !input.recoveryAccessToken
        ) {
          throw new FrameHandlerError('invalid_request_arguments', 'No drive token')
        }
        unlockFor(input.accessToken, input.address)
        control.device.add(input.address.toLowerCase())
        return { address: stored.account.address }
      },
      'lobby:wallet:set-recovery': async (input) => {
        const stored = unlocked(input.address)
        stored.recoveryMethod = input.method
        stored.password = input.password
        await h.sandbox.store.db.query(
          `update linked_accounts set details = details || $2::jsonb where type = 'wallet' and identifier = $1`,
          [input.address.toLowerCase(), JSON.stringify({ recovery_method: input.method })],
        )
        return { address: stored.account.address, recoveryMethod: input.method }
      },
      'lobby:wallet:rpc': async (input) => {
        const { account } = unlocked(input.address)
        const params = input.request.params ?? []
        switch (input.request.method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return { method: input.request.method, result: [account.address] }
          case 'personal_sign':
            return {
              method: 'personal_sign',
              result: await account.signMessage({ message: { raw: params[0] as Hex } }),
            }
          case 'eth_signTypedData_v4': {
            const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
            return { method: 'eth_signTypedData_v4', result: await account.signTypedData(typed) }
          }
          default:
            throw new FrameHandlerError('unsupported_message', `${input.request.method} is not supported.`)
        }
      },
      'lobby:wallet:clear': () => {
        control.device.clear()
        return {}
      },
      'lobby:wallet:lock': () => {
        for (const address of control.device) control.locked.add(address)
        return {}
      },
      'lobby:solana:create': async (input) => {
        const userId = userIdOf(input.accessToken)
        const publicKey = `So1${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => (b % 36).toString(36)).join('')}`
        await h.sandbox.store.insertAccount(h.sandbox.store.db, {
          userId,
          appId,
          type: 'wallet',
          identifier: publicKey,
          details: {
            address: publicKey,
            chain_type: 'solana',
            wallet_client_type: 'privy',
            connector_type: 'embedded',
            imported: false,
            recovery_method: input.recoveryPassword ? 'user-passcode' : 'privy',
            wallet_index: 0,
          },
          at: h.now(),
        })
        control.device.add(publicKey.toLowerCase())
        return { publicKey }
      },
      'lobby:farcaster:init-signer': (input) => {
        const key = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}`
        backend.farcasterKeys.set(userIdOf(input.accessToken), key)
        return { publicKey: key }
      },
      'lobby:farcaster:sign': (input) => ({ signature: `signed:${input.payload}` }),
    }
  }

  function mount(url: string): MountedWalletFrame {
    control.mountedUrls.push(url)
    const pair = createFramePair(HOST_ORIGIN, frameOrigin(url))
    const recorded: FrameHandlers = {}
    for (const [kind, handler] of Object.entries(handlers(appIdOf(url)))) {
      ;(recorded as Record<string, (input: unknown) => unknown>)[kind] = (input: unknown) => {
        control.requests.push({ kind, input })
        return (handler as (input: unknown) => unknown)(input)
      }
    }
    const server = createFrameServer(recorded, {
      allowedOrigin: HOST_ORIGIN,
      allowedSource: pair.hostFromFrame,
      selfWindow: {
        addEventListener: (type, listener) =>
          pair.frame.addEventListener(type, (event) => (control.silent ? undefined : listener(event))),
        removeEventListener: () => undefined,
      },
    })
    return {
      frameWindow: pair.frameFromHost,
      hostWindow: pair.host,
      remove: () => server.close(),
    }
  }
  return control
}
