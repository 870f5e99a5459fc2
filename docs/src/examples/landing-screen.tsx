import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
}

/** LANDING on the all-methods app: every login method, in the app's order. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Enter an email address or a phone number: the code arrives in the sandbox inbox.
    </BlockScreenExample>
  )
}
