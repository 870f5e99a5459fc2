import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('UPDATE_PHONE_SCREEN')
}

/** UPDATE_PHONE_SCREEN on the all-methods app. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Replaces the signed-in user's phone number: log in by SMS first, then enter the new number and its code.
    </BlockScreenExample>
  )
}
