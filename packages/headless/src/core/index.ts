/**
 * `@lobby/headless/core`: every rule of the spec, framework-free. Nothing below `src/core/`
 * imports React, so this entry loads in plain Node, in workers and in other frameworks.
 * Each area has its own barrel; add new exports there, not here.
 * @packageDocumentation
 */
export * from './api/index'
export * from './auth/index'
export * from './captcha/index'
export {
  ACCOUNT_SYNC_ATTEMPTS,
  ACCOUNT_SYNC_INTERVAL_MS,
  ANALYTICS_ID_KEY,
  createLobbyClient,
  type LobbyClient,
  type LobbyClientOptions,
  type LobbyState,
  type LobbyStatus,
} from './client'
export * from './config/index'
export * from './connectors/index'
export * from './cross-app/index'
export type { Eip1193Provider } from './eip1193Provider'
export * from './errors/index'
export * from './fields/index'
export * from './flow/index'
export * from './funding/index'
export * from './http/index'
export * from './mfa/index'
export * from './modal/index'
export { POLL_ATTEMPTS, POLL_INTERVAL_MS, type PollOptions, poll } from './poll'
export * from './rules/index'
export * from './session/index'
export { createMachine, createStore, type Machine, type Readable, type Store } from './store'
export { systemTimers, type Timers } from './timers'
export * from './transactions/index'
export { CLIENT_VERSION } from './version'
export { loadViem, setViemLoader, VIEM_ENTRY, type Viem, type ViemLoader, viemNotInstalledError } from './viem'
export * from './wallet/index'
