import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../startSandbox.ts'
import { type LatestCodeOptions, latestCode } from './latestCode.ts'

/**
 * Options of `startTestSandbox`: those of `startSandbox`; `port` defaults to 0, `hostname` to
 * `localhost` and `loadRoutes` to `'on-first-request'` here.
 */
export type TestSandboxOptions = StartSandboxOptions

/** A sandbox a test started: its URLs, the apps it serves, its inbox, and how to stop it. */
export type TestSandbox = {
  /** The API's base URL, e.g. `http://localhost:41234`: give it to the app as its Lobby API URL. */
  readonly url: string
  /** The embedded-wallet frame's base URL, another origin than `url`. */
  readonly frameUrl: string
  /** The id of a seeded app by its slug (`all-methods`, `wallets-only`, `captcha`, ...). */
  appId(slug?: string): string
  /** The newest code sent to an email address or phone number; see `latestCode`. */
  latestCode(to: string, options?: LatestCodeOptions): Promise<string>
  /** The running sandbox itself, for tests that look behind the API (its store, faults, chains). */
  readonly running: RunningSandbox
  /** Stops both listeners and drops the in-memory store (and the chains, when started). */
  close(): Promise<void>
}

/**
 * Starts a throw-away sandbox for one test file: in memory, on free ports, named `localhost`
 * (so passkeys work: WebAuthn refuses an IP address as relying party), with no local chains
 * unless `chains: true` (the test wallet and on-chain flows need them; they cost seconds).
 *
 * @example
 * let sandbox: TestSandbox
 * beforeAll(async () => { sandbox = await startTestSandbox() })
 * afterAll(() => sandbox.close())
 */
export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  // A test file waits for its sandbox: the route groups load with the calls the file makes.
  const running = await startSandbox({ port: 0, hostname: 'localhost', loadRoutes: 'on-first-request', ...options })
  return {
    url: running.url,
    frameUrl: running.frameUrl,
    appId(slug = 'all-methods') {
      const app = running.sandbox.apps[slug]
      if (!app) {
        throw new Error(
          `The sandbox serves no app "${slug}": use one of ${Object.keys(running.sandbox.apps).join(', ')}.`,
        )
      }
      return app.id
    },
    latestCode: (to, codeOptions) => latestCode(running.url, to, codeOptions),
    running,
    close: () => running.close(),
  }
}
