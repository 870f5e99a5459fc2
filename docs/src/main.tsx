import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The static build prerenders every page for crawlers and the link check; the client then
// renders afresh (no hydration) because live examples depend on the browser and the sandbox.
root.replaceChildren()
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
