import { randomBytes } from 'node:crypto'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealWithServerKey } from '../../src/api/embeddedWalletsSealing.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import type { RecoveryMethod } from '../../src/store/embeddedWallets.ts'
import { newWallet, sharesBody, siweBody, testDeviceKey, walletUserOverHttp } from './walletTestKit.ts'

// What a caller of /api/v1/embedded_wallets sees when a call is refused, over HTTP as the frame
// calls: the status and the text that says why, and the user's wallets as they were before.
const APP_ID = 'lobbysandboxallmethods001'
let running: RunningSandbox

beforeAll(async () => {
  running = await startSandbox({ port: 0 })
}, 120_000)
afterAll(() => running?.close())

const ONE_WALLET = {
  code: 'embedded_wallet_already_exists',
  error: 'Only one Privy wallet per user is currently allowed',
}
const SOLANA_NEXT_TO_USER_RECOVERY = {
  code: 'invalid_data',
  error:
    'A Solana wallet cannot be created while the Ethereum wallet has user-owned recovery: set automatic recovery first.',
}
const USER_RECOVERY_NEXT_TO_SOLANA = {
  code: 'invalid_data',
  error: 'User-controlled recovery cannot be set for a user with a Solana wallet.',
}
const REFUSED_RELEASE = {
  code: 'invalid_data',
  error: "The release needs a device key's signature of a fresh challenge.",
}
const USER_OWNED: RecoveryMethod[] = ['user-passcode', 'google-drive', 'icloud']

type WireAccount = Record<string, unknown> & { type: string; address?: string }

const signedIn = () => walletUserOverHttp(running)

const walletsOf = (body: Record<string, unknown>) =>
  (body.user as { linked_accounts: WireAccount[] }).linked_accounts.filter((account) => account.type === 'wallet')

describe('creating a wallet', { timeout: 60_000 }, () => {
  it('W-5.24 the answer carries the user with the new wallet account in the contract shape, chain_id on Ethereum only', async () => {
    const user = await signedIn()
    const ethereum = await user.create('ethereum')
    expect(walletsOf(ethereum.created.body)).toEqual([
      expect.objectContaining({
        type: 'wallet',
        address: ethereum.address,
        chain_type: 'ethereum',
        chain_id: 'eip155:1',
        wallet_client_type: 'privy',
        connector_type: 'embedded',
        imported: false,
        recovery_method: 'privy',
        wallet_index: 0,
      }),
    ])
    // A Solana wallet next to automatic recovery is created; its account names no EVM chain.
    const solana = await user.create('solana')
    const accounts = walletsOf(solana.created.body)
    expect(accounts).toHaveLength(2)
    const account = accounts.find((a) => a.address === solana.address)
    expect(account).toMatchObject({ chain_type: 'solana', wallet_client_type: 'privy', recovery_method: 'privy' })
    expect(account).not.toHaveProperty('chain_id')
  })

  it('W-5.24 the same wallet sent twice is refused as a second wallet, not as an account of another user', async () => {
    const user = await signedIn()
    const wallet = await user.create('ethereum')
    const again = await user.calls.post('', wallet.body, user.token)
    expect(again).toEqual({ status: 400, body: ONE_WALLET })
    expect(await user.walletAccounts()).toHaveLength(1)
  })

  it('W-5.24 a creation that loses the race at the unique index (another creation landed after its check) gets the one-wallet text and stores nothing', async () => {
    const user = await signedIn()
    const me = (await user.api.get('/users/me', user.token)).body.user as { id: string }
    // On PostgreSQL a concurrent creation can commit between this one's check and its insert; a
    // trigger lands that other wallet at exactly that point, as the race would.
    await running.sandbox.store.db.exec(`
      create function lobby_test_race() returns trigger language plpgsql as $$
      begin
        insert into embedded_wallets (app_id, address, user_id, chain_type, recovery_method, auth_share,
          recovery_share, created_at, updated_at)
        values (new.app_id, 'raced', new.user_id, 'ethereum', 'privy', 'AA==', '{}', 0, 0);
        return new;
      end $$;
      create trigger lobby_test_race after insert on linked_accounts for each row
        when (new.user_id = '${me.id}') execute function lobby_test_race();
    `)
    const wallet = await newWallet(APP_ID, user.device.publicKey)
    try {
      expect(await user.calls.post('', wallet.body, user.token)).toEqual({ status: 400, body: ONE_WALLET })
    } finally {
      await running.sandbox.store.db.exec(
        'drop trigger lobby_test_race on linked_accounts; drop function lobby_test_race();',
      )
    }
    expect(await user.walletAccounts()).toEqual([])
    // Nothing of the refused creation was kept: the same body now creates the wallet.
    expect((await user.calls.post('', wallet.body, user.token)).status).toBe(200)
  })

  it('W-5.29 a Solana wallet is refused next to an Ethereum wallet with user-owned recovery (password, Google Drive, iCloud)', async () => {
    for (const method of USER_OWNED) {
      const user = await signedIn()
      const ethereum = await user.create('ethereum', method)
      expect(walletsOf(ethereum.created.body)).toEqual([expect.objectContaining({ recovery_method: method })])
      const solana = await newWallet(APP_ID, user.device.publicKey, 'solana')
      expect(await user.calls.post('', solana.body, user.token), method).toEqual({
        status: 400,
        body: SOLANA_NEXT_TO_USER_RECOVERY,
      })
      expect((await user.walletAccounts()).map((account) => account.address)).toEqual([ethereum.address])
    }
  })

  it('W-5.30 an Ethereum wallet with user-owned recovery is refused for a user with a Solana wallet', async () => {
    const user = await signedIn()
    const solana = await user.create('solana')
    const ethereum = await newWallet(APP_ID, user.device.publicKey, 'ethereum', 'user-passcode')
    expect(await user.calls.post('', ethereum.body, user.token)).toEqual({
      status: 400,
      body: USER_RECOVERY_NEXT_TO_SOLANA,
    })
    expect((await user.walletAccounts()).map((account) => account.address)).toEqual([solana.address])
  })

  it('attack: an address another user linked with SIWE is not taken over as an embedded wallet', async () => {
    const owner = await signedIn()
    const mnemonic = generateMnemonic(english)
    const account = mnemonicToAccount(mnemonic)
    const linked = await owner.api.post('/siwe/link', await siweBody(owner.api, account, owner.token), owner.token)
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    const other = await signedIn()
    const secret = { mnemonic, address: account.address }
    const body = { chain_type: 'ethereum', ...(await sharesBody(APP_ID, 'ethereum', secret, other.device.publicKey)) }
    expect(await other.calls.post('', body, other.token)).toEqual({
      status: 400,
      body: { code: 'linked_to_another_user', error: 'This account has already been linked to another user.' },
    })
    expect(await other.walletAccounts()).toEqual([])
    expect(await owner.walletAccounts()).toEqual([
      expect.objectContaining({ address: account.address, connector_type: 'injected' }),
    ])
  })
})

describe('releasing shares', { timeout: 60_000 }, () => {
  it("attack: a challenge for another user's wallet names the address it did not find", async () => {
    const victim = await signedIn()
    const { address } = await victim.create('ethereum')
    const thief = await signedIn()
    expect(await thief.calls.post('/challenge', { address, purpose: 'connect' }, thief.token)).toEqual({
      status: 404,
      body: { code: 'embedded_wallet_not_found', error: `No embedded wallet ${address} on this user.` },
    })
  })

  it('attack: a key never registered with the wallet gets no auth share, even over a fresh challenge it signed', async () => {
    const user = await signedIn()
    const { address } = await user.create('ethereum')
    const stranger = await testDeviceKey(APP_ID)
    const release = await stranger.release(user.calls, user.token, address, 'connect')
    expect(await user.calls.post('/auth_share', { ...release, purpose: 'connect' }, user.token)).toEqual({
      status: 403,
      body: { code: 'invalid_data', error: 'This device key is not registered with the wallet: recover it.' },
    })
  })

  it("attack: a challenge is bound to its wallet and purpose: signed for the user's other wallet or another purpose, it releases nothing", async () => {
    const user = await signedIn()
    const ethereum = await user.create('ethereum')
    const solana = await user.create('solana')
    const issued = async (address: string, purpose: 'connect' | 'recover') =>
      String((await user.calls.post('/challenge', { address, purpose }, user.token)).body.challenge)
    // Issued for the Ethereum wallet, signed (validly) for the Solana one.
    const otherWallet = await user.device.sign(await issued(ethereum.address, 'connect'), solana.address, 'connect')
    expect(await user.calls.post('/auth_share', { ...otherWallet, purpose: 'connect' }, user.token)).toEqual({
      status: 403,
      body: REFUSED_RELEASE,
    })
    // Issued to connect, signed (validly) to recover both shares.
    const otherPurpose = await user.device.sign(await issued(ethereum.address, 'connect'), ethereum.address, 'recover')
    expect(await user.calls.post('/recovery_share', otherPurpose, user.token)).toEqual({
      status: 403,
      body: REFUSED_RELEASE,
    })
  })

  it('attack: a device key that is base64 but no public key releases nothing', async () => {
    const user = await signedIn()
    const { address } = await user.create('ethereum')
    const release = await user.device.release(user.calls, user.token, address, 'recover')
    const garbage = { ...release, device_public_key: randomBytes(91).toString('base64') }
    expect(await user.calls.post('/recovery_share', garbage, user.token)).toEqual({
      status: 403,
      body: REFUSED_RELEASE,
    })
  })

  it("13 a recovery share sealed under another sandbox's key answers what to start the sandbox with", async () => {
    const user = await signedIn()
    const { address } = await user.create('ethereum')
    const db = running.sandbox.store.db
    // The data directory of a sandbox started with another key: the same envelope, sealed under that key.
    const elsewhere = sealWithServerKey(randomBytes(32), randomBytes(17), `${APP_ID}:${address}`)
    await db.query('update embedded_wallets set recovery_share = $2 where address = $1', [
      address,
      JSON.stringify({ ...elsewhere, scheme: 'server-aes-256-gcm' }),
    ])
    const release = await user.device.release(user.calls, user.token, address, 'recover')
    expect(await user.calls.post('/recovery_share', release, user.token)).toEqual({
      status: 500,
      body: {
        code: 'unknown_error',
        error:
          "The recovery share does not open with this sandbox's sealing key: start it with the key that sealed it (LOBBY_SANDBOX_SEALING_KEY, or --sealing-key <file>).",
      },
    })
  })
})

describe('resharing a wallet', { timeout: 60_000 }, () => {
  it('W-5.30 user-owned recovery (password, Google Drive, iCloud) is refused for a user with a Solana wallet; automatic recovery is reshared', async () => {
    const user = await signedIn()
    const ethereum = await user.create('ethereum')
    await user.create('solana')
    for (const method of USER_OWNED) {
      const body = await sharesBody(APP_ID, 'ethereum', ethereum, user.device.publicKey, method)
      expect(await user.calls.post('/recovery', body, user.token), method).toEqual({
        status: 400,
        body: USER_RECOVERY_NEXT_TO_SOLANA,
      })
    }
    const privy = await sharesBody(APP_ID, 'ethereum', ethereum, user.device.publicKey)
    const reshared = await user.calls.post('/recovery', privy, user.token)
    expect(reshared.status, JSON.stringify(reshared.body)).toBe(200)
    expect((await user.walletAccounts()).map((account) => account.recovery_method)).toEqual(['privy', 'privy'])
  })

  it('W-5.30 a reshare to a password answers the user with the wallet account already showing it', async () => {
    const user = await signedIn()
    const ethereum = await user.create('ethereum')
    const body = await sharesBody(APP_ID, 'ethereum', ethereum, user.device.publicKey, 'user-passcode')
    const reshared = await user.calls.post('/recovery', body, user.token)
    expect(reshared.status, JSON.stringify(reshared.body)).toBe(200)
    expect(reshared.body).toMatchObject({ address: ethereum.address, recovery_method: 'user-passcode' })
    expect(walletsOf(reshared.body)).toEqual([
      expect.objectContaining({ address: ethereum.address, recovery_method: 'user-passcode' }),
    ])
  })
})
