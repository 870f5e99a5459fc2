import { WireUserAnswer } from '@lobby/headless/core'
import * as z from 'zod/mini'
import { FrameHandlerError } from './createFrameServer.ts'
import type { ReleasePurpose } from './deviceKeys.ts'
import type { DriveSealedShare, PasswordSealedShare } from './sealRecoveryShare.ts'

/** Where the frame reaches the sandbox API, and as which app and client. */
export type WalletApiOptions = {
  /** The sandbox's main base URL (another origin than the frame: calls go over CORS). */
  apiUrl: string
  appId: string
  clientId: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/** A recovery method (W-3 recoveryMethod). */
export type RecoveryMethod = 'privy' | 'user-passcode' | 'google-drive' | 'icloud'

/** The recovery half of a create or reshare call: a plain share for privy, a sealed one otherwise. */
export type RecoveryUpload =
  | { recovery_method: 'privy'; recovery_share: string }
  | { recovery_method: 'user-passcode'; sealed_recovery_share: PasswordSealedShare }
  | { recovery_method: 'google-drive' | 'icloud'; sealed_recovery_share: DriveSealedShare }

/** A release request: the challenge and the device key's signature of its `releaseMessage`. */
export type SignedRelease = { address: string; challenge: string; device_public_key: string; signature: string }

/** What a create or reshare stores: the shares, the device key registered with them, and the wallet's proof. */
export type ShareUpload = {
  address: string
  auth_share: string
  device_public_key: string
  proof: string
} & RecoveryUpload

const ErrorBody = z.object({ code: z.optional(z.string()), error: z.optional(z.string()) })
const Created = z.object({ address: z.string() })
const Challenge = z.object({ challenge: z.string() })
const AuthShare = z.object({ address: z.string(), auth_share: z.string() })
const RecoveryShare = z.object({
  address: z.string(),
  auth_share: z.string(),
  recovery_method: z.enum(['privy', 'user-passcode', 'google-drive', 'icloud']),
  recovery_share: z.optional(z.string()),
  sealed_recovery_share: z.optional(z.record(z.string(), z.unknown())),
})
const DriveFile = z.object({ content: z.string() })

/** The frame's error type for a sandbox error code (W-8.19 types, plus the contract's own). */
function errorType(status: number, code: string | undefined): string {
  if (code === 'invalid_data') return 'invalid_request_arguments'
  if (code === 'missing_or_invalid_mfa' || code === 'mfa_verification_max_attempts_reached') return code
  if (code === 'embedded_wallet_already_exists' || code === 'embedded_wallet_not_found') return code
  if (status === 401) return 'missing_or_invalid_token'
  return 'error'
}

/** An error answered by the sandbox: the request reached it and was refused (nothing half-done). */
export class WalletApiError extends FrameHandlerError {
  constructor(
    type: string,
    message: string,
    readonly status: number,
  ) {
    super(type, message)
  }
}

/** The sandbox calls the frame makes (see the README's "Embedded wallet routes"). */
export function createWalletApi(options: WalletApiOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  const call = async <T>(
    path: string,
    init: { method: 'GET' | 'POST'; token: string; body?: unknown },
    schema: z.ZodMiniType<T>,
  ): Promise<T> => {
    const headers: Record<string, string> = {
      'privy-app-id': options.appId,
      'privy-client-id': options.clientId,
      authorization: `Bearer ${init.token}`,
    }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await doFetch(new URL(path, options.apiUrl).toString(), {
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
    const json: unknown = await response.json().catch(() => ({}))
    if (!response.ok) {
      const error = ErrorBody.safeParse(json)
      const code = error.success ? error.data.code : undefined
      const message = (error.success && error.data.error) || `The sandbox answered ${response.status}.`
      throw new WalletApiError(errorType(response.status, code), message, response.status)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new FrameHandlerError('error', `Unexpected answer from ${path}.`)
    return parsed.data
  }

  return {
    /** Registers a new wallet: linked account, auth share, sealed recovery share and device key in one transaction. */
    createWallet: (token: string, body: { chain_type: 'ethereum' | 'solana' } & ShareUpload) =>
      call('/api/v1/embedded_wallets', { method: 'POST', token, body }, Created),

    /** A one-time challenge for a share release; a registered (or, to recover, a new) device key signs it. */
    challenge: (token: string, address: string, purpose: ReleasePurpose) =>
      call('/api/v1/embedded_wallets/challenge', { method: 'POST', token, body: { address, purpose } }, Challenge),

    /** The auth share, for a device key registered with the wallet (for `export`, after a recent MFA when enrolled). */
    authShare: (token: string, body: SignedRelease & { purpose: 'connect' | 'export' }) =>
      call('/api/v1/embedded_wallets/auth_share', { method: 'POST', token, body }, AuthShare),

    /**
     * Both server-held shares to recover on a device that holds none (after a recent MFA when
     * enrolled): the auth share, and the recovery share, plain for privy, else its sealed envelope.
     */
    recoveryShare: (token: string, body: SignedRelease) =>
      call('/api/v1/embedded_wallets/recovery_share', { method: 'POST', token, body }, RecoveryShare),

    /** Replaces the auth and recovery shares (and maybe the method) of a wallet together, registering the device key. */
    reshare: (token: string, body: ShareUpload) =>
      call('/api/v1/embedded_wallets/recovery', { method: 'POST', token, body }, Created),

    /** The signed-in user, as the SDK reads it. */
    me: (token: string) => call('/api/v1/users/me', { method: 'GET', token }, WireUserAnswer),

    /** A file of the user's emulated drive, or null when absent; `recoveryToken` from recovery OAuth. */
    async readDriveFile(recoveryToken: string, name: string): Promise<string | null> {
      try {
        const file = await call(
          `/_sandbox/cloud-drive/files/${encodeURIComponent(name)}`,
          { method: 'GET', token: recoveryToken },
          DriveFile,
        )
        return file.content
      } catch (error) {
        if (error instanceof WalletApiError && error.status === 404) return null
        throw error
      }
    },

    writeDriveFile: (recoveryToken: string, name: string, content: string) =>
      call(
        `/_sandbox/cloud-drive/files/${encodeURIComponent(name)}`,
        { method: 'POST', token: recoveryToken, body: { content } },
        z.object({ name: z.string() }),
      ),
  }
}

/** The frame's client for the sandbox API. */
export type WalletApi = ReturnType<typeof createWalletApi>
