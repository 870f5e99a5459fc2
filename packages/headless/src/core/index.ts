/**
 * `@lobby/headless/core`: every rule of the spec, framework-free. Nothing below `src/core/`
 * imports React, so this entry loads in plain Node, in workers and in other frameworks.
 * @packageDocumentation
 */
export { isLobbyError, LobbyError, type LobbyErrorKind, type LobbyErrorOptions } from './errors'
export { createMachine, createStore, type Machine, type Readable, type Store } from './store'
export { CLIENT_VERSION } from './version'
