import * as z from 'zod/mini'

/**
 * The message kinds between the SDK and the embedded-wallet frame (W-7.06, W-7.08). The spec
 * lists the operations but not their wire names; ours are `lobby:` + area + action:
 * - `lobby:frame:ready` — the frame has loaded and answers.
 * - `lobby:wallet:create` / `import` / `connect` / `recover` — make, bring in, unlock or restore the Ethereum key.
 * - `lobby:wallet:rpc` — a signing request (eth_sign, personal_sign, eth_signTransaction, …) answered in the frame.
 * - `lobby:wallet:set-recovery` — change how the recovery share is sealed.
 * - `lobby:mfa:verify`, `lobby:mfa:init-enrollment`, `lobby:mfa:submit-enrollment`, `lobby:mfa:unenroll` — MFA in the frame.
 * - `lobby:wallet:clear` — forget the device share on this origin.
 * - `lobby:wallet:lock` — forget every unlocked key (logout, another user): the device share stays.
 * - `lobby:farcaster:init-signer`, `lobby:farcaster:sign` — the Farcaster signer key.
 * - `lobby:solana:create` / `connect` / `recover` / `rpc` — the same operations for the Solana key.
 */
export const FRAME_MESSAGE_KINDS = [
  'lobby:frame:ready',
  'lobby:wallet:create',
  'lobby:wallet:import',
  'lobby:wallet:connect',
  'lobby:wallet:recover',
  'lobby:wallet:rpc',
  'lobby:wallet:set-recovery',
  'lobby:mfa:verify',
  'lobby:mfa:init-enrollment',
  'lobby:mfa:submit-enrollment',
  'lobby:mfa:unenroll',
  'lobby:wallet:clear',
  'lobby:wallet:lock',
  'lobby:farcaster:init-signer',
  'lobby:farcaster:sign',
  'lobby:solana:create',
  'lobby:solana:connect',
  'lobby:solana:recover',
  'lobby:solana:rpc',
] as const

/** One frame message kind (W-7.08). */
export type FrameMessageKind = (typeof FRAME_MESSAGE_KINDS)[number]

const kindSchema = z.enum(FRAME_MESSAGE_KINDS)
const recoveryMethod = z.enum(['privy', 'user-passcode', 'google-drive', 'icloud'])
const mfaMethod = z.enum(['sms', 'totp', 'passkey'])
const address = z.string().check(z.minLength(1))
const accessToken = z.string().check(z.minLength(1))

const mfaInput = z.object({
  method: mfaMethod,
  code: z.optional(z.string()),
  passkeyResponse: z.optional(z.record(z.string(), z.unknown())),
})

/**
 * The input each kind carries (W-7.10 where the spec names it: connect, recover, setRecovery,
 * eth_signTransaction, verifyMfa and the enrollment kinds; the others follow the same shape).
 */
export const FRAME_REQUEST_SCHEMAS = {
  'lobby:frame:ready': z.object({}),
  'lobby:wallet:create': z.object({ accessToken, recoveryPassword: z.optional(z.string()) }),
  'lobby:wallet:import': z.object({ accessToken, privateKey: z.string().check(z.minLength(1)) }),
  'lobby:wallet:connect': z.object({ accessToken, address }),
  'lobby:wallet:recover': z.object({
    accessToken,
    address,
    recoveryPin: z.optional(z.string()),
    recoveryMethod: z.optional(recoveryMethod),
    recoveryAccessToken: z.optional(z.string()),
  }),
  'lobby:wallet:rpc': z.object({
    accessToken,
    address,
    requesterAppId: z.optional(z.string()),
    request: z.object({ method: z.string().check(z.minLength(1)), params: z.optional(z.array(z.unknown())) }),
  }),
  'lobby:wallet:set-recovery': z.object({
    accessToken,
    address,
    method: recoveryMethod,
    password: z.optional(z.string()),
    recoveryAccessToken: z.optional(z.string()),
  }),
  'lobby:mfa:verify': mfaInput,
  'lobby:mfa:init-enrollment': z.object({ method: mfaMethod, phoneNumber: z.optional(z.string()) }),
  'lobby:mfa:submit-enrollment': mfaInput,
  'lobby:mfa:unenroll': z.object({ method: mfaMethod }),
  'lobby:wallet:clear': z.object({}),
  'lobby:wallet:lock': z.object({}),
  'lobby:farcaster:init-signer': z.object({ accessToken }),
  'lobby:farcaster:sign': z.object({ accessToken, fid: z.optional(z.number()), payload: z.string() }),
  'lobby:solana:create': z.object({ accessToken, recoveryPassword: z.optional(z.string()) }),
  'lobby:solana:connect': z.object({ accessToken, publicKey: z.string().check(z.minLength(1)) }),
  'lobby:solana:recover': z.object({
    accessToken,
    publicKey: z.string().check(z.minLength(1)),
    recoveryPin: z.optional(z.string()),
    recoveryMethod: z.optional(recoveryMethod),
  }),
  'lobby:solana:rpc': z.object({
    accessToken,
    publicKey: z.string().check(z.minLength(1)),
    request: z.object({ method: z.string().check(z.minLength(1)), params: z.optional(z.unknown()) }),
  }),
} satisfies Record<FrameMessageKind, z.ZodMiniType>

/** The input of one frame message kind. */
export type FrameRequestInput<K extends FrameMessageKind> = z.infer<(typeof FRAME_REQUEST_SCHEMAS)[K]>

/** A request posted to the frame: every request has an id its one reply echoes (W-7.06). */
export const FrameRequestMessage = z.object({
  type: kindSchema,
  id: z.string().check(z.minLength(1)),
  data: z.unknown(),
})

/** A frame request on the wire. */
export type FrameRequestMessage = z.infer<typeof FrameRequestMessage>

/** The error half of a reply (W-7.09). */
export const FrameReplyError = z.object({ type: z.string(), message: z.string() })

/** A frame reply: either an error (type, message) or data, never both (W-7.09). */
export const FrameReplyMessage = z.union([
  z.strictObject({ type: kindSchema, id: z.string().check(z.minLength(1)), error: FrameReplyError }),
  z.strictObject({ type: kindSchema, id: z.string().check(z.minLength(1)), data: z.unknown() }),
])

/** A frame reply on the wire. */
export type FrameReplyMessage = z.infer<typeof FrameReplyMessage>
