import { type RunningChains, type TestWalletControls, testWalletScript } from '@lobby/sandbox'

let count = 0

/** Injects the sandbox's test wallet into this happy-dom window, as a page's script would. */
export function injectTestWallet(
  chains: RunningChains,
  options: { chainId?: number; knownChainIds?: number[]; uuid?: string; account?: number } = {},
): TestWalletControls {
  count += 1
  const globalName = `lobbyTestWallet${count}`
  const source = testWalletScript({
    chains: chains.chains,
    accounts: [chains.accounts[options.account ?? 0]?.address ?? ''],
    globalName,
    ...(options.chainId ? { chainId: options.chainId } : {}),
    ...(options.knownChainIds ? { knownChainIds: options.knownChainIds } : {}),
    info: { uuid: options.uuid ?? `5b1f0a3e-6c7d-4e21-9a8b-${String(count).padStart(12, '0')}` },
  })
  new Function('window', source)(window)
  return (window as unknown as Record<string, TestWalletControls>)[globalName] as TestWalletControls
}
