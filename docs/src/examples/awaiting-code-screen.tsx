import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
}

/** AWAITING_PASSWORDLESS_CODE, reached as a user does: from the landing screen. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Enter an email address: the modal moves to the six boxes, and the code waits in the sandbox inbox. A wrong code
      shows its error under the boxes.
    </BlockScreenExample>
  )
}
