/** W-7.25 The card on-ramp B pay page popup size (440 x 680). */
export const ON_RAMP_B_POPUP_SIZE = { width: 440, height: 680 } as const

/**
 * W-7.24 Builds the card on-ramp B pay page URL on `baseUrl` with the spec's parameters:
 * appId, sessionToken, defaultExperience buy, presetCryptoAmount, defaultNetwork, partnerUserId.
 */
export function onRampBPayUrl(options: {
  baseUrl: string
  appId: string
  sessionToken: string
  amount: string
  network: string
  partnerUserId: string
}): string {
  const url = new URL(options.baseUrl)
  url.searchParams.set('appId', options.appId)
  url.searchParams.set('sessionToken', options.sessionToken)
  url.searchParams.set('defaultExperience', 'buy')
  url.searchParams.set('presetCryptoAmount', options.amount)
  url.searchParams.set('defaultNetwork', options.network)
  url.searchParams.set('partnerUserId', options.partnerUserId)
  return url.toString()
}
