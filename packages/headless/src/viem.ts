/**
 * `@lobby/headless/viem`: the parts of viem the wallet code uses (SIWE messages, chain reads,
 * sends, transaction previews, funding balances). viem is an optional peer: an app with wallets
 * installs it and passes `loadViem={() => import('@lobby/headless/viem')}` to LobbyProvider, and
 * an app that only logs users in never installs or bundles it. Named re-exports, not the whole
 * namespace, so a host's bundler keeps only these.
 */
export { createPublicClient, decodeFunctionData, erc20Abi, getAddress, http } from 'viem'
export { createSiweMessage } from 'viem/siwe'
