import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { mountLazily } from '../../src/lib/mountLazily.ts'

/** An app as createSandbox assembles it: its own 404 and error answers, lazy groups in order. */
function appWith(mount: (app: Hono) => void): Hono {
  const app = new Hono()
  app.onError((error, c) => c.json({ code: 'unknown_error', error: error.message }, 500))
  app.notFound((c) => c.json({ code: 'not_found', error: `No route ${c.req.method} ${c.req.path}.` }, 404))
  mount(app)
  return app
}

/** A loader that counts its calls and answers after `gate` opens, so requests can overlap the load. */
function countingLoader(build: () => Hono) {
  let opened: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    opened = resolve
  })
  const loader = Object.assign(
    async () => {
      loader.calls += 1
      await gate
      return build()
    },
    { calls: 0, open: () => opened() },
  )
  return loader
}

describe('route groups mounted lazily', () => {
  it('loads a group on its first request, once for concurrent first requests, and not at mounting', async () => {
    const load = countingLoader(() => new Hono().get('/:id', (c) => c.json({ id: c.req.param('id') })))
    const app = appWith((app) => mountLazily(app, '/api/v1/apps', load))
    expect(load.calls).toBe(0)
    const answers = Promise.all(['a', 'b', 'c'].map((id) => app.request(`/api/v1/apps/${id}`)))
    load.open()
    const responses = await answers
    expect(load.calls).toBe(1)
    expect(await Promise.all(responses.map((response) => response.json()))).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ])
    await app.request('/api/v1/apps/d')
    expect(load.calls).toBe(1)
  })

  it("loads the group when the returned loader is called (createSandbox's 'at-start'), and not again on requests", async () => {
    let loads = 0
    let preload: () => Promise<unknown> = async () => undefined
    const app = appWith((app) => {
      preload = mountLazily(app, '/x', async () => {
        loads += 1
        return new Hono().get('/a', (c) => c.text('a'))
      })
    })
    await preload()
    expect(loads).toBe(1)
    expect(await (await app.request('/x/a')).text()).toBe('a')
    expect(loads).toBe(1)
  })

  it('keeps the matching order: a path a group has no route for goes on to the next group, then to the 404', async () => {
    const app = appWith((app) => {
      mountLazily(app, '/api/v1/apps', async () => new Hono().get('/:id', (c) => c.text(`app ${c.req.param('id')}`)))
      mountLazily(app, '/api/v1/apps', async () =>
        new Hono().get('/:id/cross_app/connections', (c) => c.text(`connections of ${c.req.param('id')}`)),
      )
    })
    expect(await (await app.request('/api/v1/apps/x')).text()).toBe('app x')
    expect(await (await app.request('/api/v1/apps/x/cross_app/connections')).text()).toBe('connections of x')
    const missing = await app.request('/api/v1/apps/x/nothing', { method: 'POST' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ code: 'not_found', error: 'No route POST /api/v1/apps/x/nothing.' })
    expect(missing.headers.has('x-lobby-sandbox-unmatched')).toBe(false)
  })

  it("keeps the request as the group's routes saw it when mounted directly: full path, method, body", async () => {
    const app = appWith((app) =>
      mountLazily(app, '/_sandbox/cloud-drive', async () =>
        new Hono().post('/files/:name', async (c) =>
          c.json({ path: c.req.path, url: new URL(c.req.url).pathname, body: await c.req.json() }),
        ),
      ),
    )
    const response = await app.request('/_sandbox/cloud-drive/files/a.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ share: 1 }),
    })
    expect(await response.json()).toEqual({
      path: '/_sandbox/cloud-drive/files/a.json',
      url: '/_sandbox/cloud-drive/files/a.json',
      body: { share: 1 },
    })
  })

  it("hands a group's errors to the app's error answer, and retries a load that failed", async () => {
    let attempts = 0
    const app = appWith((app) =>
      mountLazily(app, '/x', async () => {
        attempts += 1
        if (attempts === 1) throw new Error('the module failed to load')
        return new Hono().get('/boom', () => {
          throw new Error('the handler failed')
        })
      }),
    )
    const first = await app.request('/x/boom')
    expect(first.status).toBe(500)
    expect(await first.json()).toEqual({ code: 'unknown_error', error: 'the module failed to load' })
    const second = await app.request('/x/boom')
    expect(await second.json()).toEqual({ code: 'unknown_error', error: 'the handler failed' })
    expect(attempts).toBe(2)
  })

  it('answers only under the prefixes it is given, and names a route of the group outside them', async () => {
    let loads = 0
    const group = () => {
      loads += 1
      return new Hono().get('/_emulators/onramp-a/buy', (c) => c.text('buy')).get('/elsewhere', (c) => c.text('x'))
    }
    const app = appWith((app) => mountLazily(app, '/', async () => group(), { answers: ['/_emulators'] }))
    const health = await app.request('/_sandbox/health')
    expect(health.status).toBe(404)
    expect(loads).toBe(0)
    const refused = await app.request('/_emulators/onramp-a/buy')
    expect(refused.status).toBe(500)
    expect((await refused.json()).error).toBe(
      "The route /elsewhere lies outside the prefixes its group is mounted for (/_emulators): add its prefix to the group's answers in createSandbox.",
    )
  })
})
