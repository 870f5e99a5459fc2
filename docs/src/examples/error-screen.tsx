import { LobbyError, type Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
  navigator.showError(new LobbyError('api_error', 'too_many_requests', 'Too many attempts.', { status: 429 }))
}

/** ERROR_SCREEN for a rate-limited request, with the landing screen behind it. */
export function Example() {
  return (
    <BlockScreenExample slug="sms-region-blocked" open={open}>
      The error screen remembers where the user was: its back button returns to the landing screen. On this app (SMS
      only to +1 numbers) a number from another country reaches it through the flow.
    </BlockScreenExample>
  )
}
