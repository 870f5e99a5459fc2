// Each scenario is the source of a tiny app, as a host would write it. Every app renders
// through react-dom so React's own cost is measured the same way and can be taken off.
// `peer` marks the entries measured for comparison.

const mount = (body) => `
import { createRoot } from 'react-dom/client'
import { createElement } from 'react'
${body}
createRoot(document.getElementById('root')).render(createElement(App))
`

export const REACT_BASELINE = 'react + react-dom (baseline)'

export const scenarios = [
  { name: REACT_BASELINE, source: mount('function App() { return null }') },
  {
    name: '@lobby/headless/core (everything)',
    source: mount(`import * as core from '@lobby/headless/core'
function App() { return createElement('pre', null, Object.keys(core).join()) }`),
  },
  {
    name: '@lobby/headless (whole package)',
    source: mount(`import * as lobby from '@lobby/headless'
function App() { return createElement('pre', null, Object.keys(lobby).join()) }`),
  },
]
