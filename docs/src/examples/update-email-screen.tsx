import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('UPDATE_EMAIL_SCREEN')
}

/** UPDATE_EMAIL_SCREEN on the all-methods app. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Replaces the signed-in user's email address: log in by email first, then enter the new address and its code.
    </BlockScreenExample>
  )
}
