import { describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectLoader,
} from '../../../src/core/connectors/walletConnectConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { isLobbyError, type LobbyError } from '../../../src/core/errors/lobbyError'

const PROJECT_ID = '0123456789abcdef0123456789abcdef'

/**
 * The errors loaders raise for a missing package, worded as they word them (Node's own, from the
 * real default loader, is proven on a packed install in packageInstall.test.ts).
 */
function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}
const MISSING: Array<[string, () => Error]> = [
  [
    'Node (import)',
    () =>
      withCode(
        "Cannot find package '@walletconnect/ethereum-provider' imported from /app/node_modules/@lobby/headless/dist/core/connectors/walletConnectConnector.js",
        'ERR_MODULE_NOT_FOUND',
      ),
  ],
  ['webpack', () => withCode("Cannot find module '@walletconnect/ethereum-provider'", 'MODULE_NOT_FOUND')],
  [
    'Chromium',
    () =>
      new TypeError(
        'Failed to resolve module specifier "@walletconnect/ethereum-provider". Relative references must start with either "/", "./", or "../".',
      ),
  ],
]

async function chooseWalletConnect(load: WalletConnectLoader): Promise<LobbyError> {
  const connector = createWalletConnectConnector({ projectId: PROJECT_ID, chainIds: [1], load })
  const error = await connectWallet(connector).then(
    () => null,
    (e: unknown) => e,
  )
  if (!isLobbyError(error)) throw new Error(`expected a LobbyError, got ${String(error)}`)
  return error
}

describe('WalletConnect is an optional peer', () => {
  it.each(MISSING)(
    'W-8.10 choosing WalletConnect without the package installed names the package to install (%s)',
    async (_, missing) => {
      const error = await chooseWalletConnect(() => Promise.reject(missing()))
      expect(error).toMatchObject({ kind: 'connector_error', code: 'wallet.connect_failed' })
      expect(error.shortMessage).toBe(
        'WalletConnect is not installed in this app: install @walletconnect/ethereum-provider.',
      )
      expect(error.message).toContain('npm install @walletconnect/ethereum-provider')
      // The wallet screens show the error's own text for wallet.* codes.
      const screen = errorScreenFor(error, null, { flow: 'wallet_login' })
      expect(screen.title).toBe('WalletConnect is not installed in this app: install @walletconnect/ethereum-provider.')
    },
  )

  it('W-8.10 a host that passed no loader is told to install the package and hand its loader to LobbyProvider', async () => {
    const connector = createWalletConnectConnector({ projectId: PROJECT_ID, chainIds: [1] })
    const error = await connectWallet(connector).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      code: 'wallet.connect_failed',
      shortMessage: 'WalletConnect is not installed in this app: install @walletconnect/ethereum-provider.',
    })
    expect((error as LobbyError).nextStep).toContain(
      "loadWalletConnect={() => import('@walletconnect/ethereum-provider')}",
    )
  })

  it('W-8.10 a package that is installed but fails while loading still reads Unable to connect to wallet.', async () => {
    const broken = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/index.es-Bx1.js',
    )
    const error = await chooseWalletConnect(() => Promise.reject(broken))
    expect(error.code).toBe('wallet.connect_failed')
    expect(error.shortMessage).toBe('Unable to connect to wallet.')
    expect(error.cause).toBe(broken)
  })

  it('W-8.10 a missing module that is not WalletConnect itself is not blamed on it', async () => {
    const inner = withCode("Cannot find module 'pino'", 'MODULE_NOT_FOUND')
    const error = await chooseWalletConnect(() => Promise.reject(inner))
    expect(error.shortMessage).toBe('Unable to connect to wallet.')
  })
})
