import { Hono } from 'hono'

export type CreateSandboxOptions = {
  /** Name shown on the sandbox's own pages and in its startup banner. */
  name?: string
}

export type Sandbox = {
  /** The Hono app: call `app.fetch(request)` in-process, or serve it with `startSandbox`. */
  app: Hono
}

/** Builds the sandbox's HTTP app without listening, so tests can run it in-process. */
export function createSandbox(options: CreateSandboxOptions = {}): Sandbox {
  const app = new Hono()
  app.get('/_sandbox/health', (c) => c.json({ ok: true, name: options.name ?? 'Lobby sandbox' }))
  return { app }
}
