import type { RunningSandbox } from '@lobby/sandbox'
import { createLoginWithEmail } from '../../src/core/auth/loginWithEmail'
import { createLobbyClient, type LobbyClient } from '../../src/core/client'
import { MemoryStorage } from './sandboxHarness'

/** A client of the sandbox's `all-methods` app over real HTTP, recording the paths it calls. */
export function httpClient(sandbox: RunningSandbox): { client: LobbyClient; paths: string[] } {
  const paths: string[] = []
  const client = createLobbyClient({
    appId: sandbox.sandbox.apps['all-methods']?.id ?? '',
    apiUrl: sandbox.url,
    fetch: (request: Request) => {
      paths.push(new URL(request.url).pathname)
      return fetch(request)
    },
    storage: new MemoryStorage(),
    cookies: { cookie: '' },
    pageUrl: null,
    analytics: false,
    logger: { warn: () => undefined },
  })
  return { client, paths }
}

let n = 0
/** A client logged in by email with the code from the sandbox's inbox, over HTTP. */
export async function loggedInOverHttp(sandbox: RunningSandbox): Promise<LobbyClient> {
  const { client } = httpClient(sandbox)
  await client.ready()
  const email = `http-user-${++n}-${Date.now()}@example.com`
  const login = createLoginWithEmail(client)
  await login.sendCode(email)
  const inbox = await fetch(`${sandbox.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)
  const [latest] = (await inbox.json()) as Array<{ code: string }>
  await login.submitCode(latest?.code ?? '')
  const { status, error } = login.getSnapshot()
  if (status !== 'done') throw error ?? new Error(`email login ended ${status}`)
  return client
}
