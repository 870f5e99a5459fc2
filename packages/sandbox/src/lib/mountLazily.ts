import { Hono } from 'hono'
import { mergePath } from 'hono/utils/url'

/** Builds a route group: imports its module and returns its routes, relative to where it is mounted. */
export type RouteGroupLoader = () => Promise<Hono>

/** Where a lazily mounted group answers, when narrower than its base (a group mounted at the root). */
export type MountLazilyOptions = {
  /**
   * Path prefixes that hold every route of the group: requests elsewhere never load it. A route
   * outside them is reported on the group's first request, so the list cannot fall behind the group.
   * @default [base]
   */
  answers?: readonly string[]
}

// The group's own "no route here" answer: the request goes on to the routes mounted after it.
const UNMATCHED = 'x-lobby-sandbox-unmatched'

/**
 * Mounts a route group as `app.route(base, group)` would, but imports and builds it on the first
 * request that reaches it, or when the returned function is called: a test's sandbox starts without loading viem, the passkey server or the
 * headless core, and each test file pays only for the groups it calls. The group keeps its place in
 * the matching order (a path it has no route for goes on to the next group, as before), its
 * errors reach `app.onError`, and concurrent first requests share one load. A failed load is
 * retried by the next request.
 */
export function mountLazily(
  app: Hono,
  base: string,
  load: RouteGroupLoader,
  options: MountLazilyOptions = {},
): () => Promise<unknown> {
  const answers = options.answers ?? [base]
  const group = loadOnce(async () => mountAt(base, await load(), answers))
  for (const prefix of answers) {
    app.all(mergePath(prefix, '*'), async (c, next) => {
      const response = await (await group()).fetch(c.req.raw, c.env)
      if (response.headers.has(UNMATCHED)) return next()
      return response
    })
  }
  // Loads the group now (the first request then finds it ready).
  return group
}

/**
 * `load` run on the first call only: every caller, concurrent ones too, gets the same promise. A
 * failed load is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}

/** The group under its full path, in an app of its own that leaves unmatched requests and errors to the caller. */
function mountAt(base: string, routes: Hono, answers: readonly string[]): Hono {
  const outside = routes.routes
    .map((route) => mergePath(base, route.path))
    .find((path) => !answers.some((prefix) => isUnder(path, prefix)))
  if (outside !== undefined) {
    throw new Error(
      `The route ${outside} lies outside the prefixes its group is mounted for (${answers.join(', ')}): add its prefix to the group's answers in createSandbox.`,
    )
  }
  const inner = new Hono()
  inner.route(base, routes)
  inner.notFound(() => new Response(null, { status: 404, headers: { [UNMATCHED]: '1' } }))
  inner.onError((error) => {
    throw error
  })
  return inner
}

const isUnder = (path: string, prefix: string) =>
  prefix === '/' || path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`)
