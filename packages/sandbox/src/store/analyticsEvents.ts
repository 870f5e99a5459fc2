import type { Database } from './Database.ts'

/** The analytics events apps send. */
export function createAnalyticsEventStore(db: Database) {
  return {
    async insertAnalyticsEvent(event: {
      appId: string
      eventName: string
      clientId: string | null
      payload: unknown
      at: number
    }) {
      await db.query(
        'insert into analytics_events (app_id, event_name, client_id, payload, received_at) values ($1, $2, $3, $4, $5)',
        [event.appId, event.eventName, event.clientId, JSON.stringify(event.payload ?? {}), event.at],
      )
    },

    async listAnalyticsEvents(appId?: string) {
      const rows = await db.query<{
        app_id: string
        event_name: string
        client_id: string | null
        payload: unknown
        received_at: number | string
      }>(
        appId === undefined
          ? 'select * from analytics_events order by id'
          : 'select * from analytics_events where app_id = $1 order by id',
        appId === undefined ? [] : [appId],
      )
      return rows.map((row) => ({
        appId: row.app_id,
        eventName: row.event_name,
        clientId: row.client_id,
        payload: row.payload,
        receivedAt: Number(row.received_at),
      }))
    },
  }
}
