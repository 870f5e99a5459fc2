import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import type { Database } from './Database.ts'

/** The config file's apps, written at start. */
export function createAppStore(db: Database) {
  return {
    /** Writes the config file's apps; config changes apply on the next start. */
    async seedApps(apps: readonly SandboxAppDefinition[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const app of apps) {
          await tx.query(
            `insert into apps (id, name, config, settings) values ($1, $2, $3, $4)
             on conflict (id) do update set name = excluded.name, config = excluded.config, settings = excluded.settings`,
            [app.id, app.name, JSON.stringify(app.config), JSON.stringify(app.sandbox)],
          )
        }
      })
    },
  }
}
