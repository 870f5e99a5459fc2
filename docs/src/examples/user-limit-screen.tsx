import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
  navigator.navigate('USER_LIMIT_REACHED_SCREEN')
}

/** USER_LIMIT_REACHED_SCREEN on the user-limit app. */
export function Example() {
  return (
    <BlockScreenExample slug="user-limit" open={open}>
      This app takes two users at most: the third new address that logs in lands here.
    </BlockScreenExample>
  )
}
