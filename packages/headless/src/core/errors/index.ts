export * from './authCallbackCode'
export * from './errorCatalogue'
export * from './errorCodes'
export * from './errorScreens'
export * from './errorTexts'
export {
  isLobbyError,
  LOBBY_ERROR_KINDS,
  LobbyError,
  type LobbyErrorKind,
  type LobbyErrorOptions,
} from './lobbyError'
export * from './providerErrors'
export { ProviderRpcError } from './providerRpcError'
export { toLobbyError } from './toLobbyError'
