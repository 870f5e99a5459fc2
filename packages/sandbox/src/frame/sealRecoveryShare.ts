import { scryptAsync } from '@noble/hashes/scrypt'
import { base64 } from '@scure/base'

/** scrypt's cost for a recovery password: N = 2^16, r = 8, p = 1 (64 MiB, about a second in a browser). */
export const DEFAULT_SCRYPT_PARAMS = { N: 2 ** 16, r: 8, p: 1 } as const

/** scrypt's cost parameters, stored next to the sealed share so they may grow later. */
export type ScryptParams = { N: number; r: number; p: number }

/** A share sealed by a recovery password (scheme `scrypt-aes-256-gcm`). */
export type PasswordSealedShare = ScryptParams & {
  scheme: 'scrypt-aes-256-gcm'
  salt: string
  iv: string
  ciphertext: string
}

/** A share sealed by a key kept in the user's cloud drive (scheme `drive-key-aes-256-gcm`). */
export type DriveSealedShare = {
  scheme: 'drive-key-aes-256-gcm'
  provider: 'google-drive' | 'icloud'
  file: string
  iv: string
  ciphertext: string
}

const SALT_BYTES = 16
const IV_BYTES = 12
const KEY_BYTES = 32

const random = (bytes: number) => globalThis.crypto.getRandomValues(new Uint8Array(bytes))
const text = (value: string) => new TextEncoder().encode(value)

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

async function encrypt(key: Uint8Array, plain: Uint8Array, binding: string) {
  const iv = random(IV_BYTES)
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv as BufferSource, additionalData: text(binding) as BufferSource },
    await aesKey(key),
    plain as BufferSource,
  )
  return { iv: base64.encode(iv), ciphertext: base64.encode(new Uint8Array(sealed)) }
}

/** AES-GCM open; null when the key or the binding is wrong (the tag does not verify). */
async function decrypt(key: Uint8Array, sealed: { iv: string; ciphertext: string }, binding: string) {
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64.decode(sealed.iv) as BufferSource, additionalData: text(binding) as BufferSource },
      await aesKey(key),
      base64.decode(sealed.ciphertext) as BufferSource,
    )
    return new Uint8Array(plain)
  } catch {
    return null
  }
}

const passwordKey = (password: string, salt: Uint8Array, params: ScryptParams) =>
  scryptAsync(text(password.normalize('NFKC')), salt, { ...params, dkLen: KEY_BYTES })

/**
 * Seals a recovery share with a password: AES-256-GCM under scrypt(password, random salt). The
 * binding (app and address) is authenticated, so a sealed share cannot be swapped onto another wallet.
 */
export async function sealWithPassword(
  share: Uint8Array,
  password: string,
  binding: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<PasswordSealedShare> {
  const salt = random(SALT_BYTES)
  const sealed = await encrypt(await passwordKey(password, salt, params), share, binding)
  return { scheme: 'scrypt-aes-256-gcm', ...params, salt: base64.encode(salt), ...sealed }
}

/** Opens a password-sealed share; null for a wrong password. */
export async function openWithPassword(sealed: PasswordSealedShare, password: string, binding: string) {
  const key = await passwordKey(password, base64.decode(sealed.salt), { N: sealed.N, r: sealed.r, p: sealed.p })
  return decrypt(key, sealed, binding)
}

/** A fresh random key for a cloud drive, base64 (what the drive file holds). */
export function newDriveKey(): string {
  return base64.encode(random(KEY_BYTES))
}

/** Seals a recovery share with a drive key. */
export async function sealWithDriveKey(
  share: Uint8Array,
  driveKey: string,
  where: { provider: DriveSealedShare['provider']; file: string },
  binding: string,
): Promise<DriveSealedShare> {
  return { scheme: 'drive-key-aes-256-gcm', ...where, ...(await encrypt(base64.decode(driveKey), share, binding)) }
}

/** Opens a drive-sealed share; null when the key is not the one that sealed it. */
export async function openWithDriveKey(sealed: DriveSealedShare, driveKey: string, binding: string) {
  return decrypt(base64.decode(driveKey), sealed, binding)
}
