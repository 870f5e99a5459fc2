import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

/** A credential the software authenticator holds: a P-256 key pair bound to one RP id and user. */
export type SoftwareCredential = {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  signCount: number
}

/** A WebAuthn authenticator in plain Node, for tests and CI where no browser runs. */
export type SoftwareAuthenticator = {
  /** The origin it claims in clientDataJSON, e.g. `http://localhost:5173`. */
  readonly origin: string
  /** Every credential created so far. */
  readonly credentials: readonly SoftwareCredential[]
  /** navigator.credentials.create(): a real 'none' attestation with an ES256 key. */
  register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>
  /** navigator.credentials.get(): a real ES256 assertion over authenticatorData and the client data hash. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest()

// Flags of authenticatorData (WebAuthn §6.1): user present, user verified, attested credential data.
const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

/** The minimal CBOR (RFC 8949) the attestation needs: unsigned/negative ints, bytes, text, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
    const out = Buffer.alloc(5)
    out[0] = (major << 5) | 26
    out.writeUInt32BE(length, 1)
    return out
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const parts: Buffer[] = [head(5, value.size)]
  for (const [key, item] of value) {
    parts.push(cbor(key), cbor(item as number | string | Uint8Array | Map<number | string, unknown>))
  }
  return Buffer.concat(parts)
}

/** The credential's public key as a COSE_Key (RFC 9053): EC2, ES256, P-256. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  return cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  )
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const counter = Buffer.alloc(4)
  counter.writeUInt32BE(signCount)
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])])
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8')
}

/**
 * Creates a software passkey authenticator speaking for `origin` (its hostname is the RP id
 * unless the options name one), so sandbox flows can be proven with real attestations and
 * assertions in Node.
 */
export function createSoftwareAuthenticator(options: { origin: string }): SoftwareAuthenticator {
  const origin = options.origin
  const defaultRpId = new URL(origin).hostname
  const credentials: SoftwareCredential[] = []

  return {
    origin,
    credentials,
    async register(creation) {
      const rpId = creation.rp.id ?? defaultRpId
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const id = randomBytes(32)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)])
      const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, 0, attested)
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      credentials.push({ id: b64url(id), rpId, userHandle: creation.user.id, privateKey, signCount: 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creation.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      }
    },
    async authenticate(request) {
      const rpId = request.rpId ?? defaultRpId
      const allowed = request.allowCredentials?.map((c) => c.id)
      const credential = [...credentials]
        .reverse()
        .find((c) => c.rpId === rpId && (!allowed || allowed.length === 0 || allowed.includes(c.id)))
      // A real browser rejects with NotAllowedError when no credential fits.
      if (!credential) throw new DOMException('No credential for this request.', 'NotAllowedError')
      credential.signCount += 1
      const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV, credential.signCount)
      const clientDataJSON = clientData('webauthn.get', request.challenge, origin)
      const signature = createSign('SHA256')
        .update(Buffer.concat([authData, sha256(clientDataJSON)]))
        .sign(credential.privateKey)
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      }
    },
  }
}
