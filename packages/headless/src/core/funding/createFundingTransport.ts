import type { FundingEndpoints } from '../config/walletSettings'
import type { Eip1193Provider } from '../eip1193Provider'
import { LobbyError } from '../errors/lobbyError'
import type { HttpClient } from '../http/createHttpClient'
import { amountInBaseUnits } from '../rules/amount'
import { externalWalletAddress, sendFromExternalWallet } from './externalWalletSend'
import { createFundingApi } from './fundingApi'
import { createFundingChains, type FundingChain } from './fundingChains'
import type { FundingTransport } from './fundingTransport'

/** Options of `createFundingTransport`. */
export type CreateFundingTransportOptions = {
  /** The client's `/api/v1` client (sign, card on-ramp B, token price). */
  http: HttpClient
  /** The app's chains with their RPC URLs (viem chains fit): balances and receipts (W-7.29). */
  chains: readonly FundingChain[]
  /** The third-party endpoints (see `FundingEndpoints`). */
  endpoints: FundingEndpoints
  /** The external wallet the transfer sends from (an EIP-1193 provider), or a getter for the one connected now. */
  externalWallet?: Eip1193Provider | (() => Eip1193Provider | null | undefined) | null | undefined
  /** Fetch for the third-party endpoints. @default the global fetch */
  fetch?: ((request: Request) => Promise<Response>) | undefined
  /** Opens tabs and popups. @default the global `window`, none during SSR */
  window?: Pick<Window, 'open'> | null | undefined
}

const noExternalWallet = () =>
  new LobbyError('wallet_error', 'no_external_wallet', 'No wallet is connected to transfer from.', {
    nextStep: 'Connect a wallet, then try again.',
  })

/** The amount to send in wei; the flow only sends amounts `canFund` accepted (W-5.35). */
function inWei(amount: string): bigint {
  const wei = amountInBaseUnits(amount)
  if (wei === null)
    throw new LobbyError('client_error', 'funding.invalid_amount', `'${amount}' is not an amount to send.`, {
      nextStep: 'Pass a decimal amount of the native token, such as 0.05.',
    })
  return wei
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/**
 * The funding transport over the real world (W-7.20 to W-7.29): the client's http for `/api/v1`,
 * viem public clients on the chains' RPC, the external wallet for sends and bridge deposits,
 * fetch for the on-ramp and relay endpoints, and `window.open` for pay pages.
 */
export function createFundingTransport(options: CreateFundingTransportOptions): FundingTransport {
  const api = createFundingApi(options.http)
  const chains = createFundingChains(options.chains)
  const { endpoints } = options
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const win = () => (options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window)
  const provider = (): Eip1193Provider => {
    const wallet = typeof options.externalWallet === 'function' ? options.externalWallet() : options.externalWallet
    if (!wallet) throw noExternalWallet()
    return wallet
  }
  // W-8.52: a balance that cannot be read counts as zero.
  const balanceOrZero = (address: string, chainId: number) => chains.getBalance({ address, chainId }).catch(() => 0n)

  return {
    signOnRamp: api.signOnRamp,
    async getOnRampTransaction({ externalTransactionId, useSandbox }) {
      const url = new URL(
        `${endpoints.onRampATransactionsUrl.replace(/\/+$/, '')}/${encodeURIComponent(externalTransactionId)}`,
      )
      url.searchParams.set('apiKey', useSandbox ? endpoints.onRampAPublicKeys.test : endpoints.onRampAPublicKeys.live)
      const response = await doFetch(new Request(url, { headers: { accept: 'application/json' } }))
      if (!response.ok)
        throw new LobbyError(
          'api_error',
          'onramp_status_unavailable',
          `Card on-ramp status answered ${response.status}.`,
          {
            status: response.status,
          },
        )
      return readJson(response)
    },
    onRampBPayBaseUrl: endpoints.onRampBPayUrl,
    initOnRampB: api.initOnRampB,
    getOnRampBStatus: api.getOnRampBStatus,
    openTab(url) {
      const opened = win()?.open(url, '_blank') ?? null
      // The pay page must not reach back into the app; noopener in the features would hide the
      // window from us, so the link is cut after the fact.
      if (opened) opened.opener = null
      return opened !== null
    },
    openPopup(url, size) {
      const features = `popup=yes,width=${size.width},height=${size.height}`
      return (win()?.open(url, 'lobby-onramp', features) ?? null) !== null
    },
    sendFromExternalWallet: async ({ chainId, to, amount }) =>
      sendFromExternalWallet(provider(), chains, { chainId, to, value: inWei(amount) }),
    async getExternalWallet() {
      const wallet = provider()
      const address = await externalWalletAddress(wallet)
      const balances = await Promise.all(
        options.chains.map(async (chain) => ({
          chainId: chain.id,
          balance: await balanceOrZero(address, chain.id),
          isTestnet: chain.testnet === true,
        })),
      )
      return { address, balances }
    },
    async quoteBridge(request) {
      const destination = options.chains.find((chain) => chain.id === request.destinationChainId)
      const url = destination?.testnet ? endpoints.relayTestnetQuoteUrl : endpoints.relayQuoteUrl
      const body = { ...request, amount: inWei(request.amount).toString() }
      const response = await doFetch(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      // An error answer carries the relay's message (W-3.28); parseBridgeQuote reads either shape.
      return (await readJson(response)) ?? {}
    },
    sendBridgeTransaction: (transaction) => sendFromExternalWallet(provider(), chains, transaction),
    getTokenPrice: api.getTokenPrice,
    getBalance: ({ address, chainId }) => chains.getBalance({ address, chainId }),
  }
}
