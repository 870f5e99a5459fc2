import type { FrameHandlers, FrameMessageKind, FrameRequestInput } from '@lobby/headless/core'
import type { Address, Hex } from 'viem'
import type { Sandbox } from '../../src/createSandbox.ts'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import type { ShareStorage } from '../../src/frame/deviceShares.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

/** The union of the reply fields the tests read (each reply has some of them). */
export type FrameReply = {
  address: Address
  publicKey: string
  signature: string
  recoveryMethod: string
  method: string
  result: Hex
}

/** scrypt at its floor: the tests check sealing, not the cost. */
export const FAST_SCRYPT = { N: 2 ** 14, r: 8, p: 1 }

/** A Map-backed `localStorage` stand-in: one per simulated device. */
export function memoryStorage(): ShareStorage & { entries(): Map<string, string> } {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
    entries: () => map,
  }
}

/** The frame's handlers on one simulated device, calling the in-process sandbox. */
export function frameOn(sandbox: Sandbox, slug: string, storage = memoryStorage()) {
  const app = sandbox.apps[slug]
  if (!app) throw new Error(`No sandbox app "${slug}"`)
  const api = createWalletApi({
    apiUrl: 'http://sandbox.test',
    appId: app.id,
    clientId: 'test-client',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => sandbox.app.fetch(new Request(input, init)),
  })
  const handlers: FrameHandlers = createWalletFrameHandlers({ api, appId: app.id, storage, scrypt: FAST_SCRYPT })
  return {
    storage,
    api,
    /** Calls a handler as the frame server would, after parsing its input. */
    async send<K extends FrameMessageKind>(kind: K, input: FrameRequestInput<K>): Promise<FrameReply> {
      const handler = handlers[kind] as ((input: unknown) => unknown) | undefined
      if (!handler) throw new Error(`no handler for ${kind}`)
      return (await handler(input)) as FrameReply
    },
  }
}

/** A signed-in user of `slug`: the access token and the client. */
export async function signedInUser(sandbox: Sandbox, slug = 'all-methods') {
  const client = sandboxClient(sandbox, slug)
  const email = uniqueEmail('wallet')
  const auth = await client.loginWithEmail(email)
  return { client, email, token: auth.token as string }
}
