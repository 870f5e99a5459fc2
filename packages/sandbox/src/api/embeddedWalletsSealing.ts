import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { z } from 'zod'

/** The scheme of a share the sandbox sealed with its own key (provider-managed recovery). */
export const SERVER_SCHEME = 'server-aes-256-gcm'

/** AES-GCM's recommended nonce and tag sizes (NIST SP 800-38D): 96-bit IV, 128-bit tag. */
const IV_BYTES = 12
const TAG_BYTES = 16

const Base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')

/** A share sealed by the sandbox: `ciphertext` is AES-256-GCM output followed by its tag. */
export const ServerSealedShare = z.object({ scheme: z.literal(SERVER_SCHEME), iv: Base64, ciphertext: Base64 })

/**
 * scrypt's lowest cost the sandbox stores a password-sealed share under: N = 2^16. A sealed share
 * is released to the user's frame, so its password must stand an offline guess at this cost.
 */
export const SCRYPT_MIN_N = 2 ** 16

/**
 * A user-passcode share, sealed in the frame: AES-256-GCM under a key from scrypt(password, salt,
 * N, r, p); the sandbox never sees the password, only this envelope.
 */
export const PasswordSealedShare = z.object({
  scheme: z.literal('scrypt-aes-256-gcm'),
  N: z
    .number()
    .int()
    .min(SCRYPT_MIN_N, 'scrypt N is at least 2^16')
    .max(2 ** 20),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: Base64,
  iv: Base64,
  ciphertext: Base64,
})

/** A cloud share, sealed in the frame: AES-256-GCM under a random key kept in the user's emulated drive (`file`). */
export const DriveSealedShare = z.object({
  scheme: z.literal('drive-key-aes-256-gcm'),
  provider: z.enum(['google-drive', 'icloud']),
  file: z.string().min(1).max(200),
  iv: Base64,
  ciphertext: Base64,
})

/** Seals a provider-managed recovery share with the sandbox key; `binding` (app and address) is authenticated too. */
export function sealWithServerKey(key: Buffer, share: Buffer, binding: string): z.infer<typeof ServerSealedShare> {
  const iv = randomBytes(IV_BYTES)
  // Stryker disable next-line ObjectLiteral: equivalent, Node's GCM tag is 16 bytes by default; the option says so
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(binding))
  const ciphertext = Buffer.concat([cipher.update(share), cipher.final(), cipher.getAuthTag()])
  return { scheme: SERVER_SCHEME, iv: iv.toString('base64'), ciphertext: ciphertext.toString('base64') }
}

/** Opens a share sealed by `sealWithServerKey`; throws when the key, the binding or the bytes differ. */
export function openWithServerKey(key: Buffer, sealed: z.infer<typeof ServerSealedShare>, binding: string): Buffer {
  const bytes = Buffer.from(sealed.ciphertext, 'base64')
  // Stryker disable next-line ObjectLiteral: equivalent, a tag cut to any other length fails to open either way
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'), {
    authTagLength: TAG_BYTES,
  })
  decipher.setAAD(Buffer.from(binding))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()])
}
