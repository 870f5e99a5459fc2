import { isPackageMissing } from './connectors/optionalPeer'
import { LobbyError } from './errors/lobbyError'

/** What `@lobby/headless/viem` exports: the viem functions the wallet code calls. */
export type Viem = typeof import('../viem')

/** The host's viem loader: `() => import('@lobby/headless/viem')`. */
export type ViemLoader = () => Promise<Viem>

/** The subpath a host's loader imports; it re-exports only what Lobby calls. */
export const VIEM_ENTRY = '@lobby/headless/viem'

let hostLoader: ViemLoader | null = null
let loading: Promise<Viem> | undefined

/**
 * Hands core the host's viem loader (`loadViem` of LobbyProvider or createLobbyClient). viem is one
 * module per page, so the loader is too: the latest one given is used from the next load on.
 */
export function setViemLoader(loader: ViemLoader | null | undefined): void {
  if (!loader || loader === hostLoader) return
  hostLoader = loader
  loading = undefined
}

// A specifier no bundler sees: where the runtime itself resolves bare names (Node, so SSR and
// test runners) viem loads without a loader; in a browser bundle this fails and says what to do.
const importAtRunTime = (specifier: string): Promise<unknown> =>
  import(/* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */ specifier)

async function importViemByName(): Promise<Viem> {
  const [viem, siwe] = (await Promise.all([importAtRunTime('viem'), importAtRunTime('viem/siwe')])) as [
    Omit<Viem, 'createSiweMessage'>,
    Pick<Viem, 'createSiweMessage'>,
  ]
  const { createPublicClient, decodeFunctionData, erc20Abi, getAddress, http } = viem
  return { createPublicClient, decodeFunctionData, erc20Abi, getAddress, http, ...siwe }
}

/** What a wallet action fails with when viem is neither installed nor handed over. */
export function viemNotInstalledError(cause: unknown): LobbyError {
  return new LobbyError(
    'client_error',
    'viem.not_installed',
    'Wallet features need viem, which this app has not set up.',
    {
      cause,
      details: 'viem is an optional peer dependency of @lobby/headless, loaded only by wallet actions.',
      nextStep: `Run \`npm install viem\` in the app and pass loadViem={() => import('${VIEM_ENTRY}')} to LobbyProvider (or loadViem to createLobbyClient).`,
    },
  )
}

/**
 * viem, loaded on first use by the SIWE, send, sign-preview and funding paths only: the login
 * modal never pays for it (bench/bundle-size), and an app without wallets need not install it.
 * A failed load is not kept, so installing viem and retrying works without a reload.
 */
export function loadViem(): Promise<Viem> {
  loading ??= (hostLoader ? hostLoader() : importViemByName()).catch((cause: unknown) => {
    loading = undefined
    throw isPackageMissing(cause, 'viem') ? viemNotInstalledError(cause) : cause
  })
  return loading
}
