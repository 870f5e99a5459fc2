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
export { toLobbyError } from './toLobbyError'
