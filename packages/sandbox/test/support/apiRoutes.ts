import { readdirSync, readFileSync } from 'node:fs'
import { expect } from 'vitest'

/** One `/api/v1` route as its file declares it. */
export type Route = { method: string; path: string; file: string }

/**
 * The routes as the source mounts them: createSandbox mounts each group's builder under
 * /api/v1/{base}, and the funding group mounts its builders under /api/v1 itself.
 */
export function readRoutes(): { routes: Route[]; routeFiles: string[] } {
  const src = new URL('../../src/', import.meta.url)
  const files = readdirSync(new URL('api/', src)).filter((name) => name.endsWith('.ts'))
  const text = new Map(files.map((name) => [name, readFileSync(new URL(`api/${name}`, src), 'utf8')]))
  const fileOf = new Map<string, string>()
  for (const [name, body] of text) for (const m of body.matchAll(/export function (\w+)/g)) fileOf.set(m[1] ?? '', name)
  const create = readFileSync(new URL('createSandbox.ts', src), 'utf8')
  expect(create).toContain('mount(API, async () => (await funding()).api')
  const bases: Array<[string, string | undefined]> = [
    ...[...create.matchAll(/mount\(`\$\{API\}([^`]*)`,\s*async \(\) =>\s*\([^)]*\)\)\)?\.(\w+)\(ctx/g)].map(
      (m): [string, string | undefined] => [m[1] ?? '', fileOf.get(m[2] ?? '')],
    ),
    ...[...(text.get('funding.ts') ?? '').matchAll(/api\.route\('([^']*)',\s*(\w+)\(ctx/g)].map(
      (m): [string, string | undefined] => [m[1] ?? '', fileOf.get(m[2] ?? '')],
    ),
  ]
  const routes: Route[] = []
  for (const [base, file] of bases) {
    if (!file) throw new Error(`No route file found for the group mounted at ${base}.`)
    for (const m of (text.get(file) ?? '').matchAll(/routes\.(get|post|put|patch|delete)\(\s*'([^']*)'/g)) {
      routes.push({ method: (m[1] ?? '').toUpperCase(), path: `/api/v1${base}${m[2] === '/' ? '' : m[2]}`, file })
    }
  }
  const routeFiles = [...text]
    .filter(([, body]) => /routes\.(get|post|put|patch|delete)\(\s*'/.test(body))
    .map(([n]) => n)
  return { routes, routeFiles }
}
