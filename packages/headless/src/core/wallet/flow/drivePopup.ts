import { authorizeInPopup, browserOAuthWindow, type OAuthReturn } from '../../auth/oauthWindow'

/**
 * W-2.21: how a wallet screen reaches a cloud drive's consent page, injected so the steps run
 * without a browser: the page the drive returns to, and a popup that waits for that return.
 */
export type DrivePopup = {
  /** The page the drive sends the user back to. */
  returnUrl(): string
  /** Opens the drive's consent page and resolves with what the drive sent back. */
  authorize(url: string): Promise<OAuthReturn>
}

/** The browser's drive popup: the current page as the return, and the OAuth popup on `win`. */
export function browserDrivePopup(win: Window): DrivePopup {
  return {
    returnUrl: () => win.location.href,
    authorize: (url) => authorizeInPopup({ window: browserOAuthWindow(win), url }),
  }
}

/** Starts a drive's sign-in (`start` answers its consent page for a return page), then waits in the popup (W-2.21). */
export async function throughDrivePopup(
  popup: DrivePopup,
  start: (redirectTo: string) => Promise<{ url: string }>,
): Promise<OAuthReturn> {
  const { url } = await start(popup.returnUrl())
  return popup.authorize(url)
}
