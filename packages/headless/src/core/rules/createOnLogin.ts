/** A linked account as the create-on-login rule reads it: only its type matters. */
export type CreateOnLoginAccount = { readonly type: string }

/**
 * W-3.12, W-4.13 Whether a login goes on to create an embedded wallet: the app's createOnLogin is
 * 'users-without-wallets' and the user has no wallet at all, embedded or external (one who signed
 * in with their own wallet, or linked one, has a wallet and gets none).
 */
export function createsWalletOnLogin(
  user: { readonly linkedAccounts: readonly CreateOnLoginAccount[] },
  createOnLogin: string | null | undefined,
): boolean {
  return createOnLogin === 'users-without-wallets' && !user.linkedAccounts.some((account) => account.type === 'wallet')
}
