import { createAnalyticsEventStore } from './analyticsEvents.ts'
import { createAppStore } from './apps.ts'
import { createCodeStore } from './codes.ts'
import type { Database } from './Database.ts'
import { migrate } from './migrations.ts'
import { createSecurityEventStore } from './securityEvents.ts'
import { createSessionStore } from './sessions.ts'
import { createSigningKeyStore } from './signingKeys.ts'
import { createUserStore } from './users.ts'

/** Every query the sandbox runs. Methods taking `tx` join the caller's transaction. */
export type Store = ReturnType<typeof createStoreQueries>

/** Migrates the database, then returns the store's queries over it (PGlite or PostgreSQL, same SQL). */
export async function createStore(db: Database): Promise<Store> {
  await migrate(db)
  return createStoreQueries(db)
}

// One flat object over the per-concern stores, so a handler reaches every query through `ctx.store`.
function createStoreQueries(db: Database) {
  return {
    db,
    transaction: db.transaction.bind(db),
    ...createAppStore(db),
    ...createUserStore(db),
    ...createCodeStore(db),
    ...createSessionStore(db),
    ...createSecurityEventStore(db),
    ...createSigningKeyStore(db),
    ...createAnalyticsEventStore(db),
    close: () => db.close(),
  }
}
