import type { Navigator } from '@lobby/headless'
import { BlockScreenExample } from '../components/BlockScreenExample.tsx'

const open = (navigator: Navigator) => {
  navigator.open('LANDING')
  navigator.navigate('IN_APP_BROWSER_SCREEN')
}

/** IN_APP_BROWSER_SCREEN. */
export function Example() {
  return (
    <BlockScreenExample slug="all-methods" open={open}>
      OAuth providers refuse embedded browsers; this screen asks the user to open the page in their browser.
    </BlockScreenExample>
  )
}
