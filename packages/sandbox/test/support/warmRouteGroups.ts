/**
 * Loads a running sandbox's route groups, which load on their first request, by calling one path
 * of each. Called in `beforeAll`, outside any test, it lets Stryker's per-test coverage (`pnpm
 * mutation`) count what a group builds at load as shared by every test, which it is.
 */
export async function warmRouteGroups(url: string, paths: string[]): Promise<void> {
  await Promise.all(paths.map(async (path) => (await fetch(`${url}${path}`, { method: 'POST', body: '{}' })).text()))
}
