import { HEIGHT_ANIMATION_MS, MODAL_VIEWPORT_MARGIN_PX, MODAL_WIDTH_PX, modalPresentation } from '@lobby/headless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ModalShell } from '@/components/lobby/ui/modal-shell'
import { gallery } from './gallery'
import './.generated/styles.css'

const params = new URLSearchParams(location.search)
const name = params.get('screen') ?? 'landing-screen'
const dark = params.get('theme') === 'dark'
const shell = params.get('shell')
const render = gallery[name]
const metrics = {
  widthPx: MODAL_WIDTH_PX,
  viewportMarginPx: MODAL_VIEWPORT_MARGIN_PX,
  heightTransitionMs: HEIGHT_ANIMATION_MS,
}
const layout = modalPresentation({ viewportWidth: window.innerWidth }) === 'drawer' ? 'drawer' : 'dialog'

// The page wears the theme class, so the body under an inline screen matches the screen.
document.documentElement.classList.toggle('dark', dark)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1 className="sr-only">Lobby registry screen: {name}</h1>
    {shell ? (
      <ModalShell title="Acme" metrics={metrics} layout={layout} className={dark ? 'dark' : undefined}>
        {render?.()}
      </ModalShell>
    ) : (
      <ModalShell title="Acme" metrics={metrics} standalone>
        <div data-testid="screen">{render ? render() : <p>No screen {name}</p>}</div>
      </ModalShell>
    )}
  </StrictMode>,
)
