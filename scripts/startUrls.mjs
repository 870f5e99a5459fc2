// Every URL `npm start` prints, and the docs e2e open, names `localhost`, never 127.0.0.1:
// Chromium refuses an IP address as a passkey's relying party ("This is an invalid domain"), and
// the docs and the wallet frame under one name are one site, so the frame keeps its storage.
// The servers still listen on 127.0.0.1 only; browsers and Node reach it through the name.

/** The host name of every URL `npm start` prints. */
export const START_HOSTNAME = 'localhost'

/** The URL `npm start` prints for a service listening on `port`. */
export function startUrl(port) {
  return `http://${START_HOSTNAME}:${port}`
}
