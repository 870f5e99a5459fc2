import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { routes } from './routes.ts'

/** Paths of every page, for the prerender step. */
export const paths = routes.map((route) => route.path)

/** Renders one page to HTML for the static build. */
export function render(path: string): string {
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  )
}
