import { Link, Route, Switch, useRoute } from 'wouter'
import { ApiReference } from './pages/ApiReference.tsx'
import { EmbeddedWallets } from './pages/EmbeddedWallets.tsx'
import { GettingStartedCli } from './pages/GettingStartedCli.tsx'
import { GettingStartedHeadless } from './pages/GettingStartedHeadless.tsx'
import { Home } from './pages/Home.tsx'
import { HookPage } from './pages/HookPage.tsx'
import { HooksModalGuide } from './pages/HooksModalGuide.tsx'
import { NotFound } from './pages/NotFound.tsx'
import { Playground } from './pages/Playground.tsx'
import { ScreenPage } from './pages/ScreenPage.tsx'
import { TestInCi } from './pages/TestInCi.tsx'
import { type DocRoute, routes } from './routes.ts'

const SECTIONS: DocRoute['section'][] = ['Start', 'Hooks', 'Screens', 'Reference']

function NavLink({ route }: { route: DocRoute }) {
  const [active] = useRoute(route.path)
  return (
    <Link
      href={route.path}
      aria-current={active ? 'page' : undefined}
      className="block rounded px-2 py-1 text-sm text-neutral-700 hover:bg-neutral-100 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
    >
      {route.title}
    </Link>
  )
}

export function App() {
  return (
    <div className="flex min-h-screen font-sans text-neutral-900">
      <nav aria-label="Docs" className="w-64 shrink-0 border-r border-neutral-200 p-4">
        <Link href="/" className="mb-4 block text-lg font-semibold">
          Lobby docs
        </Link>
        {SECTIONS.map((section) => {
          const inSection = routes.filter((r) => r.section === section)
          if (inSection.length === 0) return null
          return (
            <div key={section} className="mb-4">
              <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{section}</h2>
              {inSection.map((route) => (
                <NavLink key={route.path} route={route} />
              ))}
            </div>
          )
        })}
      </nav>
      <main className="min-w-0 flex-1 p-8">
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/getting-started/cli" component={GettingStartedCli} />
          <Route path="/getting-started/headless" component={GettingStartedHeadless} />
          <Route path="/playground" component={Playground} />
          <Route path="/guides/embedded-wallets" component={EmbeddedWallets} />
          <Route path="/guides/test-in-ci" component={TestInCi} />
          <Route path="/guides/hooks-modal" component={HooksModalGuide} />
          <Route path="/hooks/:name">{(params) => <HookPage name={params.name} />}</Route>
          <Route path="/screens/:name">{(params) => <ScreenPage name={params.name} />}</Route>
          <Route path="/reference" component={ApiReference} />
          <Route component={NotFound} />
        </Switch>
      </main>
    </div>
  )
}
