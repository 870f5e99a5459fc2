import { isLobbyError } from '@lobby/headless/core'
import fc from 'fast-check'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  accountFromShares,
  combineShares,
  createEthereumKey,
  mnemonicAddress,
  splitMnemonic,
} from '../../src/frame/keyShares.ts'
import { entropyToMnemonic, mnemonicToEntropy } from '../../src/frame/mnemonicEntropy.ts'

// The well-known development mnemonic and its first address (Hardhat / Anvil account 0).
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('mnemonic entropy', () => {
  it('reads the BIP-39 test vectors both ways', () => {
    const zero = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
    expect([...mnemonicToEntropy(zero)]).toEqual(new Array(16).fill(0))
    expect(entropyToMnemonic(new Uint8Array(16).fill(0x7f))).toBe(
      'legal winner thank year wave sausage worth useful legal winner thank yellow',
    )
  })

  it('(property) entropy of 16 to 32 bytes survives the round trip through its mnemonic', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(16, 20, 24, 28, 32).chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
        (entropy) => {
          expect(mnemonicToEntropy(entropyToMnemonic(entropy))).toEqual(entropy)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses a phrase with a wrong checksum, an unknown word or a wrong length', () => {
    for (const bad of [
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon lobby',
      'abandon about',
    ]) {
      expect(() => mnemonicToEntropy(bad)).toThrow(
        expect.objectContaining({ code: 'embedded_wallet.invalid_mnemonic' }),
      )
    }
  })
})

describe('key shares', () => {
  it('makes a real Ethereum key: a 12-word mnemonic whose default account is the address', () => {
    const key = createEthereumKey()
    expect(key.mnemonic.split(' ')).toHaveLength(12)
    expect(key.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(mnemonicAddress(key.mnemonic)).toBe(key.address)
    expect(createEthereumKey().address).not.toBe(key.address)
    expect(mnemonicAddress(DEV_MNEMONIC)).toBe(DEV_ADDRESS)
  })

  it('splits 2-of-3: any two of device, auth and recovery rebuild the mnemonic and the same address', async () => {
    for (const mnemonic of [DEV_MNEMONIC, createEthereumKey().mnemonic]) {
      const { device, auth, recovery } = await splitMnemonic(mnemonic)
      expect(device).not.toEqual(auth)
      expect(auth).not.toEqual(recovery)
      for (const [a, b] of [
        [device, auth],
        [auth, recovery],
        [device, recovery],
        [recovery, device],
      ] as const) {
        const rebuilt = await combineShares(a, b, mnemonicAddress(mnemonic))
        expect(rebuilt).toBe(mnemonic)
        expect(mnemonicAddress(rebuilt)).toBe(mnemonicAddress(mnemonic))
      }
    }
  })

  it('no share carries the secret: each differs from the entropy and two splits of one key share nothing', async () => {
    const entropy = mnemonicToEntropy(DEV_MNEMONIC)
    const first = await splitMnemonic(DEV_MNEMONIC)
    const second = await splitMnemonic(DEV_MNEMONIC)
    for (const share of [first.device, first.auth, first.recovery]) {
      expect(share.subarray(0, entropy.length)).not.toEqual(entropy)
    }
    expect(first.device).not.toEqual(second.device)
  })

  it('shares of two different keys do not rebuild the expected address: share_mismatch', async () => {
    const a = await splitMnemonic(DEV_MNEMONIC)
    const other = createEthereumKey()
    const b = await splitMnemonic(other.mnemonic)
    const error = await combineShares(a.device, b.auth, DEV_ADDRESS).catch((e) => e)
    expect(isLobbyError(error, 'embedded_wallet.share_mismatch')).toBe(true)
  })

  it('signs with the account rebuilt from two shares, and the signature verifies against the wallet address', async () => {
    const key = createEthereumKey()
    const { device, auth } = await splitMnemonic(key.mnemonic)
    const account = await accountFromShares(device, auth, key.address)
    expect(account.address).toBe(key.address)
    const signature = await account.signMessage({ message: 'Sign in to Lobby' })
    expect(await verifyMessage({ address: key.address, message: 'Sign in to Lobby', signature })).toBe(true)
    expect(await verifyMessage({ address: DEV_ADDRESS, message: 'Sign in to Lobby', signature })).toBe(false)
  })
})
