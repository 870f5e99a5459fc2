import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LINK_PHONE_SCREEN')
}

/** LINK_PHONE_SCREEN on the all-methods app. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Linking needs a signed-in user: press Continue as guest first, then link a number with the code from the sandbox
      inbox.
    </BlockScreenExample>
  )
}
