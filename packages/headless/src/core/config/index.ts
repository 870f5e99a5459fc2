export {
  type AppConfig,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_COUNTRY,
  DEFAULT_LANDING_HEADER,
  DEFAULT_THEME,
  type LobbyClientConfig,
  type LoginMethod,
  resolveAppConfig,
} from './resolveAppConfig'
