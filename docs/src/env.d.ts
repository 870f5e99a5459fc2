/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_LOBBY_SANDBOX_URL?: string
}
