import api from 'virtual:lobby-api'
import { screens } from './screens.ts'

/** A page of the docs: its path, its title in the navigation, and its section. */
export type DocRoute = { path: string; title: string; section: 'Start' | 'Hooks' | 'Screens' | 'Reference' }

/** The hooks read from the TSDoc of @lobby/headless: each gets a page. */
export const hooks = api.filter((entry) => entry.kind === 'hook')

/** Every page, in navigation order. The static build prerenders each one and checks its links. */
export const routes: DocRoute[] = [
  { path: '/', title: 'Introduction', section: 'Start' },
  { path: '/getting-started/cli', title: 'Start with the CLI screens', section: 'Start' },
  { path: '/getting-started/headless', title: 'Start with headless hooks', section: 'Start' },
  { path: '/playground', title: 'Playground', section: 'Start' },
  { path: '/guides/embedded-wallets', title: 'Embedded wallets', section: 'Start' },
  { path: '/guides/test-in-ci', title: 'Test your login in CI', section: 'Start' },
  { path: '/guides/hooks-modal', title: 'Build the whole modal yourself', section: 'Start' },
  ...hooks.map((hook) => ({ path: `/hooks/${hook.name}`, title: hook.name, section: 'Hooks' as const })),
  ...screens.map((screen) => ({ path: `/screens/${screen.name}`, title: screen.title, section: 'Screens' as const })),
  { path: '/reference', title: 'Core reference', section: 'Reference' },
]
