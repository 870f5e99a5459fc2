/** The client version the SDK reports to the API in the `privy-client` header. */
export const CLIENT_VERSION = '1.79.1'
