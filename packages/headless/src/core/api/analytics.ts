import type { HttpClient } from '../http/createHttpClient'
import { WireAck } from './wire'

/** One analytics event. */
export type AnalyticsEvent = { eventName: string; payload?: Record<string, unknown> }

/** POST analytics_events: never retried, and a failure is swallowed (analytics must not break login). */
export async function sendAnalyticsEvent(http: HttpClient, clientId: string, event: AnalyticsEvent): Promise<void> {
  try {
    await http.request({
      path: 'analytics_events',
      retry: false,
      schema: WireAck,
      body: {
        event_name: event.eventName,
        client_id: clientId,
        payload: { ...event.payload, clientTimestamp: new Date().toISOString() },
      },
    })
  } catch {
    // errors ignored.
  }
}
