import { z } from 'zod/mini'
import { sandboxUrl } from './sandbox.ts'

/** The apps seeded in the sandbox, by slug; what `GET /_sandbox/apps` answers (secrets left out). */
export const SandboxAppSchema = z.object({
  id: z.string().check(z.length(25)),
  name: z.string(),
  slug: z.string(),
})

/** One app of the sandbox: its 25-character id, its name and the slug examples pick it by. */
export type SandboxApp = z.infer<typeof SandboxAppSchema>

const SandboxAppsSchema = z.array(SandboxAppSchema)

let pending: Promise<SandboxApp[]> | null = null

/** Loads the sandbox's apps once per page; a failed load is forgotten so a retry asks again. */
export function loadSandboxApps(url: string = sandboxUrl): Promise<SandboxApp[]> {
  pending ??= fetch(`${url}/_sandbox/apps`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /_sandbox/apps answered ${response.status}`)
      const parsed = SandboxAppsSchema.safeParse(await response.json())
      if (!parsed.success) throw new Error(`GET /_sandbox/apps answered an unexpected shape: ${parsed.error.message}`)
      return parsed.data
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}

/** The sandbox app with this slug, or a clear error naming the slugs there are. */
export async function findSandboxApp(slug: string, url: string = sandboxUrl): Promise<SandboxApp> {
  const apps = await loadSandboxApps(url)
  const app = apps.find((candidate) => candidate.slug === slug)
  if (!app) throw new Error(`The sandbox has no app "${slug}"; it has: ${apps.map((a) => a.slug).join(', ')}.`)
  return app
}

/** The sandbox inbox page, or the JSON list of codes sent to one address or phone number. */
export function inboxUrl(to?: string, url: string = sandboxUrl): string {
  return to ? `${url}/_sandbox/inbox?to=${encodeURIComponent(to)}` : `${url}/_sandbox/inbox`
}
