import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  parseGwei,
  recoverTransactionAddress,
  type TransactionSerializedEIP1559,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARCASTER_TEST_IDENTITIES } from '../../src/emulators/farcasterRelay.ts'
import type { Sandbox } from '../../src/index.ts'
import { farcasterUser, frameOn, memoryStorage, signedInUser, walletSandbox } from './walletTestKit.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await walletSandbox()
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

const typedData = {
  domain: { name: 'Lobby', version: '1', chainId: 1 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'hello' },
} as const

describe('wallet frame handlers on the sandbox', () => {
  it('W-7.08 creates an Ethereum wallet whose personal_sign, eth_sign, typed data and transaction signatures verify for its address', async () => {
    const { client, token } = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { address } = await frame.send('lobby:wallet:create', { accessToken: token })
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const personal = await frame.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'personal_sign', params: ['hello lobby', address] },
    })
    expect(await verifyMessage({ address, message: 'hello lobby', signature: personal.result })).toBe(true)

    const raw = await frame.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'eth_sign', params: [address, '0x68656c6c6f'] },
    })
    expect(await verifyMessage({ address, message: { raw: '0x68656c6c6f' }, signature: raw.result })).toBe(true)

    const typed = await frame.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] },
    })
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(await verifyTypedData({ address, ...typedData, types, signature: typed.result })).toBe(true)

    const signedTx = await frame.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: {
        method: 'eth_signTransaction',
        params: [
          {
            type: '0x2',
            chainId: '0x1',
            to: '0x000000000000000000000000000000000000dEaD',
            value: '0x1',
            gas: '0x5208',
            nonce: '0x0',
            maxFeePerGas: `0x${parseGwei('2').toString(16)}`,
            maxPriorityFeePerGas: '0x1',
          },
        ],
      },
    })
    expect(
      await recoverTransactionAddress({ serializedTransaction: signedTx.result as TransactionSerializedEIP1559 }),
    ).toBe(address)

    const accounts = await frame.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'eth_accounts' },
    })
    expect(accounts).toEqual({ method: 'eth_accounts', result: [address] })

    const me = await client.get('/users/me', token)
    const wallet = (me.body.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts.find(
      (account) => account.type === 'wallet',
    )
    expect(wallet).toMatchObject({
      address,
      chain_type: 'ethereum',
      chain_id: 'eip155:1',
      wallet_client_type: 'privy',
      connector_type: 'embedded',
      imported: false,
      recovery_method: 'privy',
      wallet_index: 0,
    })
  }, 60_000)

  it('W-5.27 refuses an empty message with "Message must be a non-empty string" and an unknown method as unsupported', async () => {
    const { token } = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { address } = await frame.send('lobby:wallet:create', { accessToken: token })
    await expect(
      frame.send('lobby:wallet:rpc', {
        accessToken: token,
        address,
        request: { method: 'personal_sign', params: ['', address] },
      }),
    ).rejects.toMatchObject({ type: 'invalid_request_arguments', message: 'Message must be a non-empty string' })
    await expect(
      frame.send('lobby:wallet:rpc', {
        accessToken: token,
        address,
        request: { method: 'eth_sendTransaction', params: [] },
      }),
    ).rejects.toMatchObject({ type: 'unsupported_message' })
  }, 60_000)

  it('W-8.19 W-5.24 connects on the same device, answers wallet_not_on_device on another, and refuses a second wallet', async () => {
    const { token } = await signedInUser(sandbox)
    const storage = memoryStorage()
    const { address } = await frameOn(sandbox, 'all-methods', storage).send('lobby:wallet:create', {
      accessToken: token,
    })
    // A reload: a new frame (no keys in memory) on the same storage.
    expect(
      await frameOn(sandbox, 'all-methods', storage).send('lobby:wallet:connect', { accessToken: token, address }),
    ).toEqual({
      address,
    })
    await expect(
      frameOn(sandbox, 'all-methods').send('lobby:wallet:connect', { accessToken: token, address }),
    ).rejects.toMatchObject({ type: 'wallet_not_on_device' })
    await expect(
      frameOn(sandbox, 'all-methods', storage).send('lobby:wallet:create', { accessToken: token }),
    ).rejects.toMatchObject({
      type: 'embedded_wallet_already_exists',
      message: 'Only one Privy wallet per user is currently allowed',
    })
  }, 60_000)

  it('W-7.10 recovers a provider-managed wallet on a new device, which then connects with a fresh device share', async () => {
    const { token } = await signedInUser(sandbox)
    const first = memoryStorage()
    const { address } = await frameOn(sandbox, 'all-methods', first).send('lobby:wallet:create', { accessToken: token })
    const second = memoryStorage()
    expect(
      await frameOn(sandbox, 'all-methods', second).send('lobby:wallet:recover', { accessToken: token, address }),
    ).toEqual({
      address,
    })
    expect(
      await frameOn(sandbox, 'all-methods', second).send('lobby:wallet:connect', { accessToken: token, address }),
    ).toEqual({
      address,
    })
    // The recovery reshared the key: the first device's old share no longer fits, so it must recover too.
    await expect(
      frameOn(sandbox, 'all-methods', first).send('lobby:wallet:connect', { accessToken: token, address }),
    ).rejects.toMatchObject({ type: 'wallet_not_on_device' })
  }, 60_000)

  it('W-7.10 W-8.19 recovers a user-passcode wallet with its password only; a wrong one is invalid_recovery_pin', async () => {
    const { client, token } = await signedInUser(sandbox)
    const { address } = await frameOn(sandbox, 'all-methods').send('lobby:wallet:create', {
      accessToken: token,
      recoveryPassword: 'correct-horse-1',
    })
    const me = await client.get('/users/me', token)
    expect(JSON.stringify(me.body)).not.toContain('correct-horse-1')
    const device = frameOn(sandbox, 'all-methods')
    await expect(
      device.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'wrong-password' }),
    ).rejects.toMatchObject({ type: 'invalid_recovery_pin' })
    await expect(device.send('lobby:wallet:recover', { accessToken: token, address })).rejects.toMatchObject({
      type: 'invalid_request_arguments',
    })
    expect(
      await device.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'correct-horse-1' }),
    ).toEqual({ address })
  }, 60_000)

  it('W-5.01 refuses a recovery password under 6 characters with the spec text', async () => {
    const { token } = await signedInUser(sandbox)
    await expect(
      frameOn(sandbox, 'all-methods').send('lobby:wallet:create', { accessToken: token, recoveryPassword: 'abc' }),
    ).rejects.toMatchObject({ type: 'invalid_request_arguments', message: 'Password must be at least 6 characters' })
  }, 60_000)

  it('W-5.29 W-5.30 Solana: signs with ed25519; refused next to user-owned Ethereum recovery; blocks user-owned recovery later', async () => {
    const owner = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { publicKey } = await frame.send('lobby:solana:create', { accessToken: owner.token })
    expect(base58.decode(publicKey)).toHaveLength(32)
    const message = base64.encode(new TextEncoder().encode('hello solana'))
    const { signature } = await frame.send('lobby:solana:rpc', {
      accessToken: owner.token,
      publicKey,
      request: { method: 'signMessage', params: { message } },
    })
    expect(ed25519.verify(base64.decode(signature), base64.decode(message), base58.decode(publicKey))).toBe(true)
    await expect(
      frame.send('lobby:solana:rpc', {
        accessToken: owner.token,
        publicKey,
        request: { method: 'signMessage', params: { message: 42 } },
      }),
    ).rejects.toMatchObject({ type: 'invalid_request_arguments' })

    // A new device recovers the Solana key (provider-managed) to the same public key.
    expect(
      await frameOn(sandbox, 'all-methods').send('lobby:solana:recover', { accessToken: owner.token, publicKey }),
    ).toEqual({ publicKey })
    await expect(
      frame.send('lobby:solana:create', { accessToken: owner.token, recoveryPassword: 'secret-pass' }),
    ).rejects.toMatchObject({ type: 'invalid_request_arguments' })

    const { address } = await frame.send('lobby:wallet:create', { accessToken: owner.token })
    await expect(
      frame.send('lobby:wallet:set-recovery', {
        accessToken: owner.token,
        address,
        method: 'user-passcode',
        password: 'secret-pass',
      }),
    ).rejects.toMatchObject({
      type: 'invalid_request_arguments',
      message: 'User-controlled recovery cannot be set for a user with a Solana wallet.',
    })

    const other = await signedInUser(sandbox)
    const otherFrame = frameOn(sandbox, 'all-methods')
    await otherFrame.send('lobby:wallet:create', { accessToken: other.token, recoveryPassword: 'secret-pass' })
    await expect(otherFrame.send('lobby:solana:create', { accessToken: other.token })).rejects.toMatchObject({
      type: 'invalid_request_arguments',
    })
  }, 60_000)

  it('W-7.10 set-recovery moves a wallet to a password, after which recovery needs it', async () => {
    const { client, token } = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { address } = await frame.send('lobby:wallet:create', { accessToken: token })
    expect(
      await frame.send('lobby:wallet:set-recovery', {
        accessToken: token,
        address,
        method: 'user-passcode',
        password: 'new-pass-1',
      }),
    ).toEqual({ address, recoveryMethod: 'user-passcode' })
    const me = await client.get('/users/me', token)
    expect(JSON.stringify(me.body)).toContain('"recovery_method":"user-passcode"')
    // The frame that set it still signs (its device share was replaced with the new split's).
    await expect(
      frameOn(sandbox, 'all-methods', frame.storage).send('lobby:wallet:connect', { accessToken: token, address }),
    ).resolves.toEqual({
      address,
    })
    const device = frameOn(sandbox, 'all-methods')
    await expect(
      device.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'nope-nope' }),
    ).rejects.toMatchObject({
      type: 'invalid_recovery_pin',
    })
    expect(
      await device.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'new-pass-1' }),
    ).toEqual({ address })
  }, 60_000)

  it('W-7.08 farcaster signer: one ed25519 key per user on the device, whose signatures verify', async () => {
    // W-6.11: the signer is for a user with a Farcaster account and an embedded wallet.
    const { token } = await farcasterUser(sandbox, FARCASTER_TEST_IDENTITIES[0]?.fid ?? 0)
    const frame = frameOn(sandbox, 'all-methods')
    await frame.send('lobby:wallet:create', { accessToken: token })
    const { publicKey } = await frame.send('lobby:farcaster:init-signer', { accessToken: token })
    expect(await frame.send('lobby:farcaster:init-signer', { accessToken: token })).toEqual({ publicKey })
    const { signature } = await frame.send('lobby:farcaster:sign', { accessToken: token, payload: '0x010203' })
    expect(ed25519.verify(signature.slice(2), '010203', publicKey.slice(2))).toBe(true)
  }, 60_000)

  it('W-7.08 clear forgets the device shares of the app', async () => {
    const { token } = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { address } = await frame.send('lobby:wallet:create', { accessToken: token })
    expect(await frame.send('lobby:wallet:clear', {})).toEqual({})
    expect([...frame.storage.entries().keys()].filter((key) => key.startsWith('lobby:device-share:'))).toEqual([])
    await expect(frame.send('lobby:wallet:connect', { accessToken: token, address })).rejects.toMatchObject({
      type: 'wallet_not_on_device',
    })
  }, 60_000)
})
