/** Where the wallet frame is served and who loads it (W-7.05). */
export type FrameUrlInput = {
  /** The frame's base URL, on its own origin (the provider's, or the sandbox's second port). */
  frameBase: string
  appId: string
  clientId: string
  /** The client analytics id (`caid`). */
  caid: string
}

/** The export view's extra query (W-7.07); the spec names `colours` only, so ours are `accent_color` and `background_color`. */
export type ExportFrameUrlInput = FrameUrlInput & {
  address: string
  width: number
  /** Show the recovery phrase instead of the private key. */
  phraseExport: boolean
  colors?: { accent?: string; background?: string }
}

/** Which password the password view collects (issue 15: never in the host page). */
export type PasswordViewMode = 'create' | 'update' | 'recover'

/** The password view's query: its mode, whether the user opened it (W-2.26), the app's colours. */
export type PasswordFrameUrlInput = FrameUrlInput & {
  mode: PasswordViewMode
  /** W-2.26, W-4.27: the user started the wizard, so it shows Cancel. */
  userStarted: boolean
  /** The wallet has a recovery password already: the wizard sets a new one (EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN). */
  replacing?: boolean
  /** The app's name, for the saved password file's name (W-9.40). */
  appName?: string | undefined
  colors?: { accent?: string; background?: string }
}

function frameUrl(frameBase: string, path: string, query: Record<string, string | undefined>): string {
  const url = new URL(path, frameBase)
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}

/** W-7.05: the hidden wallet frame, /apps/{appId}/embedded-wallets?caid=…&client_id=…. */
export function embeddedWalletFrameUrl(input: FrameUrlInput): string {
  return frameUrl(input.frameBase, `/apps/${encodeURIComponent(input.appId)}/embedded-wallets`, {
    caid: input.caid,
    client_id: input.clientId,
  })
}

/** W-7.07, W-2.32: the key export view, /apps/{appId}/embedded-wallets/export with the address in its query. */
export function embeddedWalletExportUrl(input: ExportFrameUrlInput): string {
  return frameUrl(input.frameBase, `/apps/${encodeURIComponent(input.appId)}/embedded-wallets/export`, {
    client_id: input.clientId,
    address: input.address,
    width: String(input.width),
    caid: input.caid,
    phrase_export: String(input.phraseExport),
    accent_color: input.colors?.accent,
    background_color: input.colors?.background,
  })
}

/**
 * The recovery password view, /apps/{appId}/embedded-wallets/password: the password wizard
 * (W-2.22 to W-2.26) or the recovery field (W-2.19, W-2.20) on the frame origin, so the
 * password is typed there and never in the host page (ours, as the export view, W-7.07).
 */
export function embeddedWalletPasswordUrl(input: PasswordFrameUrlInput): string {
  return frameUrl(input.frameBase, `/apps/${encodeURIComponent(input.appId)}/embedded-wallets/password`, {
    client_id: input.clientId,
    caid: input.caid,
    mode: input.mode,
    user_started: String(input.userStarted),
    replacing: input.replacing ? 'true' : undefined,
    app_name: input.appName,
    accent_color: input.colors?.accent,
    background_color: input.colors?.background,
  })
}

/** The origin a frame URL is served from: the only origin the channel posts to and accepts replies from. */
export function frameOrigin(frameUrl: string): string {
  return new URL(frameUrl).origin
}
