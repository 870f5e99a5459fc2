/**
 * W-7.34 The signature popup's address: the provider app's /oauth/transact page with the query
 * `token` (the provider access token) and `request`, a JSON text of
 * `{ content: { request }, timestamp, callbackUrl }`.
 */
export function transactUrl(options: {
  providerAppUrl: string
  token: string
  request: unknown
  timestamp: number
  callbackUrl: string
}): string {
  const url = new URL('/oauth/transact', options.providerAppUrl)
  url.searchParams.set('token', options.token)
  url.searchParams.set(
    'request',
    JSON.stringify({
      content: { request: options.request },
      timestamp: options.timestamp,
      callbackUrl: options.callbackUrl,
    }),
  )
  return url.toString()
}
