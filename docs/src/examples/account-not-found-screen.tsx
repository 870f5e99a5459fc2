import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
  navigator.navigate('ACCOUNT_NOT_FOUND_SCREEN')
}

/** ACCOUNT_NOT_FOUND_SCREEN. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      Shown when a login finds no account for a method that does not create one; its button goes back to the landing
      screen.
    </BlockScreenExample>
  )
}
