import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
  navigator.navigate('ALLOWLIST_REJECTION_SCREEN')
}

/** ALLOWLIST_REJECTION_SCREEN with the allowlist app's own texts. */
export function Example() {
  return (
    <BlockScreenExample slug="allowlist" open={open}>
      Log in with any address but invited@example.com to reach this screen through the flow; the button takes you to the
      app's link.
    </BlockScreenExample>
  )
}
