import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('AFFIRMATIVE_CONSENT_SCREEN')
}

/** AFFIRMATIVE_CONSENT_SCREEN on the terms-required app. */
export function Example() {
  return (
    <BlockScreenExample slug="terms-required" open={open}>
      This app requires terms: after a login by email the modal asks for consent. Here it is opened straight away; log
      in first (Log out, then reopen) to accept for real.
    </BlockScreenExample>
  )
}
