import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  parseEther,
  type TypedDataDefinition,
} from 'viem'
import { z } from 'zod'
import { openWithServerKey, ServerSealedShare, sealWithServerKey } from '../api/embeddedWalletsSealing.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import type { SandboxChain } from '../chains/startChains.ts'
import { accountFromShares, createEthereumKey, splitMnemonic } from '../frame/keyShares.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { createEmbeddedWalletStore } from '../store/embeddedWallets.ts'

/** The chain a transaction goes to when it names none. */
const DEFAULT_CHAIN_ID = 1
/** What the emulator tops the wallet up to on a local chain before it sends, so a test never runs dry. */
const TOP_UP_BALANCE = parseEther('100')

/** The wire details of the provider user's embedded wallet (the wallet contract's linked-account shape). */
function walletDetails(address: string) {
  return {
    address,
    chain_type: 'ethereum',
    chain_id: `eip155:${DEFAULT_CHAIN_ID}`,
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    imported: false,
    recovery_method: 'privy',
    wallet_index: 0,
  }
}

/** The binding W1's sealing authenticates with each sealed share: app and address. */
const binding = (appId: string, address: string) => `${appId}:${address}`

/** A copy, not a Buffer view: a small Buffer shares a pool the share code would read past. */
const bytes = (share: Buffer | string) =>
  new Uint8Array(typeof share === 'string' ? Buffer.from(share, 'base64') : share)

/**
 * The provider app user's embedded Ethereum wallets. On first login, when the provider app
 * creates wallets on login, the emulator makes one as the wallet frame would and registers it in
 * the embedded-wallet store (api/embeddedWallets.ts) with provider-managed recovery: the auth
 * share, and the recovery share sealed with the sandbox key. The device share is dropped, so the
 * provider app's own SDK recovers the wallet in its frame like on any new device.
 */
export async function providerAppEmbeddedWallets(
  ctx: SandboxContext,
  providerApp: SandboxAppDefinition,
  userId: string,
): Promise<Array<{ address: string }>> {
  const wallets = createEmbeddedWalletStore(ctx.store.db)
  const existing = (await wallets.listForUser(userId)).filter((wallet) => wallet.chainType === 'ethereum')
  if (existing.length > 0) return existing.map((wallet) => ({ address: wallet.address }))
  const settings = (providerApp.config.embedded_wallet_config ?? {}) as { create_on_login?: unknown }
  if (settings.create_on_login !== 'users-without-wallets' && settings.create_on_login !== 'all-users') return []
  const { mnemonic, address } = createEthereumKey()
  const shares = await splitMnemonic(mnemonic)
  const recoveryShare = sealWithServerKey(
    await ctx.sealingKey(),
    Buffer.from(shares.recovery),
    binding(providerApp.id, address),
  )
  const at = ctx.now()
  await ctx.store.transaction(async (tx) => {
    await ctx.store.insertAccount(tx, {
      userId,
      appId: providerApp.id,
      type: 'wallet',
      identifier: address.toLowerCase(),
      details: walletDetails(address),
      at,
    })
    await wallets.insert(tx, {
      appId: providerApp.id,
      address,
      userId,
      chainType: 'ethereum',
      recoveryMethod: 'privy',
      authShare: Buffer.from(shares.auth).toString('base64'),
      recoveryShare,
      createdAt: at,
    })
  })
  return [{ address }]
}

/**
 * The provider user's wallet, unlocked for one request as the frame unlocks it on a new device:
 * the auth share and the provider-managed recovery share, rebuilt and checked against the
 * address. A wallet with user-owned recovery cannot be unlocked here (its share needs the user).
 */
export async function unlockProviderAppWallet(
  ctx: SandboxContext,
  providerApp: SandboxAppDefinition,
  userId: string,
): Promise<LocalAccount> {
  const wallets = createEmbeddedWalletStore(ctx.store.db)
  const wallet = (await wallets.listForUser(userId)).find((entry) => entry.chainType === 'ethereum')
  if (!wallet) throw new ProviderWalletError(`This ${providerApp.name} user has no embedded wallet.`)
  if (wallet.recoveryMethod !== 'privy') {
    throw new ProviderWalletError(
      `This wallet's recovery is ${wallet.recoveryMethod}: the provider page cannot unlock it without the user.`,
    )
  }
  const sealed = ServerSealedShare.parse(wallet.recoveryShare)
  const recovery = openWithServerKey(await ctx.sealingKey(), sealed, binding(providerApp.id, wallet.address))
  return accountFromShares(bytes(wallet.authShare), bytes(recovery), wallet.address as Hex)
}

/** The provider user's embedded Ethereum wallet address, or null. */
export async function providerAppWalletAddress(ctx: SandboxContext, userId: string): Promise<string | null> {
  const wallets = await createEmbeddedWalletStore(ctx.store.db).listForUser(userId)
  return wallets.find((entry) => entry.chainType === 'ethereum')?.address ?? null
}

/** The RPC methods the provider page signs (W-3.09 and the transaction methods). */
export const PROVIDER_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
] as const

/** One RPC call from a cross-app request's `content.request` (W-7.34). */
export const ProviderWalletRequest = z.object({
  method: z.enum(PROVIDER_WALLET_METHODS),
  params: z.array(z.unknown()),
})
/** One RPC call from a cross-app request. */
export type ProviderWalletRequest = z.infer<typeof ProviderWalletRequest>

/** What a signature page shows of a request: the message as text where it is text, else its JSON. */
export function providerWalletRequestText(request: ProviderWalletRequest): string {
  if (request.method === 'personal_sign' && typeof request.params[0] === 'string') {
    const message = request.params[0]
    if (/^0x([0-9a-fA-F]{2})*$/.test(message)) {
      const text = Buffer.from(message.slice(2), 'hex').toString('utf8')
      if (!text.includes('\uFFFD')) return text
    }
    return message
  }
  const subject = request.method === 'eth_signTypedData_v4' ? request.params[1] : request.params[0]
  return typeof subject === 'string' ? subject : JSON.stringify(subject, null, 2)
}

/** A signature page's heading for each request. */
export const providerWalletRequestTitle: Record<ProviderWalletRequest['method'], string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_signTransaction: 'Sign transaction',
  eth_sendTransaction: 'Send transaction',
}

const Quantity = z.union([z.number().int().nonnegative(), z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/)])
const toBigInt = (value: z.infer<typeof Quantity> | undefined) => (value === undefined ? undefined : BigInt(value))
const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 0x and 40 hex digits')

const TransactionParams = z.object({
  from: Address.optional(),
  to: Address.optional(),
  value: Quantity.optional(),
  data: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/)
    .optional(),
  gas: Quantity.optional(),
  nonce: Quantity.optional(),
  chainId: Quantity.optional(),
})

const TypedData = z.object({
  domain: z.record(z.string(), z.unknown()).default({}),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/** A request the provider wallet refuses, with the reason shown to the user and sent to the requester. */
export class ProviderWalletError extends Error {
  override name = 'ProviderWalletError'
}

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.infer<Schema> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ProviderWalletError(`Invalid ${what}: ${parsed.error.issues[0]?.message ?? ''}`)
  return parsed.data
}

/** Options of `signWithProviderAppWallet`. */
export type ProviderWalletSignOptions = {
  account: LocalAccount
  request: ProviderWalletRequest
  /** The local chains (GET /_sandbox/chains); transactions need one. */
  chains: () => Promise<SandboxChain[]>
}

async function chainClients(options: ProviderWalletSignOptions, chainId: number) {
  const chain = (await options.chains()).find((entry) => entry.id === chainId)
  if (!chain) throw new ProviderWalletError(`No local chain ${chainId}: start the sandbox with its chains.`)
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  return {
    publicClient: createPublicClient({ chain: viemChain, transport }),
    walletClient: createWalletClient({ account: options.account, chain: viemChain, transport }),
    rpcUrl: chain.rpcUrl,
  }
}

/**
 * Answers one RPC call with the provider user's wallet: personal_sign and eth_signTypedData_v4
 * signatures, eth_signTransaction's signed transaction, eth_sendTransaction's hash on the local chain.
 */
export async function signWithProviderAppWallet(options: ProviderWalletSignOptions): Promise<Hex> {
  const { account, request } = options
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = request.params
      if (typeof message !== 'string') throw new ProviderWalletError('Invalid personal_sign: the message is not text.')
      if (address !== undefined && !sameAddress(address, account.address))
        throw new ProviderWalletError('Cannot request a signature with this wallet address')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = request.params
      if (!sameAddress(address, account.address))
        throw new ProviderWalletError('Cannot request a signature with this wallet address')
      let json: unknown = raw
      if (typeof raw === 'string') {
        try {
          json = JSON.parse(raw)
        } catch {
          throw new ProviderWalletError('Invalid typed data: not JSON.')
        }
      }
      const typed = parseOrRefuse(TypedData, json, 'typed data')
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as unknown as TypedDataDefinition)
    }
    case 'eth_signTransaction':
    case 'eth_sendTransaction': {
      const tx = parseOrRefuse(TransactionParams, request.params[0], 'transaction')
      if (tx.from !== undefined && !sameAddress(tx.from, account.address))
        throw new ProviderWalletError('Cannot request a signature with this wallet address')
      const chainId = Number(toBigInt(tx.chainId) ?? BigInt(DEFAULT_CHAIN_ID))
      const { publicClient, walletClient } = await chainClients(options, chainId)
      const value = toBigInt(tx.value)
      const gas = toBigInt(tx.gas)
      const nonce = tx.nonce === undefined ? undefined : Number(toBigInt(tx.nonce))
      const base = {
        ...(tx.to ? { to: tx.to as Hex } : {}),
        ...(value !== undefined ? { value } : {}),
        ...(tx.data ? { data: tx.data as Hex } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(nonce !== undefined ? { nonce } : {}),
      }
      if (request.method === 'eth_signTransaction') {
        const prepared = await walletClient.prepareTransactionRequest(base)
        return walletClient.signTransaction(prepared)
      }
      // The emulated provider keeps its test wallet funded on the local chain (anvil's dev method).
      const balance = await publicClient.getBalance({ address: account.address })
      if (balance < TOP_UP_BALANCE / 2n) {
        await publicClient.request({
          method: 'anvil_setBalance' as never,
          params: [account.address, `0x${TOP_UP_BALANCE.toString(16)}`] as never,
        })
      }
      return walletClient.sendTransaction(base)
    }
  }
}
