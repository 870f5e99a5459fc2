import { type LoginMethod, type LoginOption, type Navigator, useLobby } from '@lobby/headless'
import { type ReactNode, useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { CodeBlock } from '../components/CodeBlock.tsx'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { LiveHooksModal } from '../hooksModal/LiveHooksModal.tsx'
import {
  ALL_METHODS,
  moveMethod,
  type PlaygroundState,
  playgroundFromSearch,
  STARTER_METHODS,
  toClientConfig,
} from '../playgroundConfig.ts'
import { loadSandboxApps, type SandboxApp as SandboxAppEntry } from '../sandboxApps.ts'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control arrives as children, inside the label
    <label className="flex items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      {children}
    </label>
  )
}

const INPUT = 'rounded border border-neutral-300 px-2 py-1 text-sm'

/** A setting the app may keep from the server ("app's") or set to on or off. */
function TriState({
  label,
  value,
  onChange,
}: {
  label: string
  value: boolean | null
  onChange: (value: boolean | null) => void
}) {
  return (
    <Field label={label}>
      <select
        className={INPUT}
        value={value === null ? 'app' : value ? 'on' : 'off'}
        onChange={(e) => onChange(e.target.value === 'app' ? null : e.target.value === 'on')}
      >
        <option value="app">app's setting</option>
        <option value="on">on</option>
        <option value="off">off</option>
      </select>
    </Field>
  )
}

function MethodsEditor({
  methods,
  onChange,
}: {
  methods: LoginMethod[] | null
  onChange: (methods: LoginMethod[] | null) => void
}) {
  const own = methods !== null
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Login methods</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={own} onChange={(e) => onChange(e.target.checked ? STARTER_METHODS : null)} />
        Choose the methods and their order
      </label>
      {methods ? (
        <ol className="flex flex-col gap-1" aria-label="Enabled methods, in order">
          {methods.map((method, index) => (
            <li key={method} className="flex items-center gap-2 text-sm">
              <span className="w-24 font-mono">{method}</span>
              <button
                type="button"
                className={INPUT}
                aria-label={`Move ${method} up`}
                disabled={index === 0}
                onClick={() => onChange(moveMethod(methods, method, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={INPUT}
                aria-label={`Move ${method} down`}
                disabled={index === methods.length - 1}
                onClick={() => onChange(moveMethod(methods, method, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={INPUT}
                aria-label={`Remove ${method}`}
                onClick={() => onChange(methods.filter((m) => m !== method))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {methods ? (
        <Field label="Add a method">
          <select
            className={INPUT}
            value=""
            onChange={(e) => e.target.value && onChange([...methods, e.target.value as LoginMethod])}
          >
            <option value="">…</option>
            {ALL_METHODS.filter((m) => !methods.includes(m)).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </fieldset>
  )
}

/** The app's MFA methods (a server setting) and, once signed in, the way into MFA enrollment. */
function MfaAction({ navigator }: { navigator: Navigator }) {
  const lobby = useLobby()
  const methods = lobby.config?.mfaMethods ?? []
  return (
    <p className="mb-4 flex flex-wrap items-center gap-3 text-sm">
      <span data-testid="mfa-methods">MFA methods of this app: {methods.length > 0 ? methods.join(', ') : 'none'}</span>
      <button
        type="button"
        className="rounded border border-neutral-300 px-2 py-1 disabled:opacity-50"
        disabled={!lobby.authenticated}
        title={lobby.authenticated ? undefined : 'Log in first'}
        onClick={() => navigator.open('MFA_ENROLLMENT_FLOW_SCREEN')}
      >
        Set up MFA
      </button>
    </p>
  )
}

const mfaActions = (navigator: Navigator) => <MfaAction navigator={navigator} />

/** Edit the app config on the left; the real modal on the sandbox re-renders with it at once. */
export function Playground() {
  const search = useSearch()
  const [state, setState] = useState<PlaygroundState>(() => playgroundFromSearch(search))
  // `?modal=hooks` swaps in the modal the docs build on @lobby/headless hooks alone.
  const hooksModal = new URLSearchParams(search).get('modal') === 'hooks'
  const [apps, setApps] = useState<SandboxAppEntry[]>([])
  const [handedOff, setHandedOff] = useState<LoginOption | null>(null)
  useEffect(() => {
    loadSandboxApps().then(setApps, () => setApps([]))
  }, [])
  const set = (patch: Partial<PlaygroundState>) => setState((current) => ({ ...current, ...patch }))
  const config = toClientConfig(state)

  return (
    <article className="max-w-6xl">
      <h1 className="mb-2 text-3xl font-bold">Playground</h1>
      <p className="mb-6">
        Edit the app configuration and the modal re-renders at once. Every setting starts as the sandbox app's own; what
        you change goes into the <code>config</code> your app would pass to <code>LobbyProvider</code>.
      </p>
      <div className="flex flex-col gap-8 lg:flex-row">
        <form
          aria-label="App configuration"
          className="flex w-full max-w-xs flex-col gap-3"
          onSubmit={(e) => e.preventDefault()}
        >
          <Field label="Sandbox app">
            <select className={INPUT} value={state.slug} onChange={(e) => set({ slug: e.target.value })}>
              {(apps.length > 0 ? apps : [{ slug: state.slug, name: state.slug, id: '' }]).map((app) => (
                <option key={app.slug} value={app.slug}>
                  {app.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Layout">
            <select
              className={INPUT}
              value={state.presentation}
              onChange={(e) => set({ presentation: e.target.value === 'inline' ? 'inline' : 'dialog' })}
            >
              <option value="dialog">dialog (drawer on phones)</option>
              <option value="inline">inline (standalone)</option>
            </select>
          </Field>
          <TriState label="Wallets first" value={state.walletFirst} onChange={(walletFirst) => set({ walletFirst })} />
          <Field label="Theme">
            <select
              className={INPUT}
              value={state.theme ?? 'app'}
              onChange={(e) =>
                set({
                  theme:
                    e.target.value === 'dark' || e.target.value === 'light' || e.target.value === 'system'
                      ? e.target.value
                      : null,
                })
              }
            >
              <option value="app">app's setting</option>
              <option value="light">light</option>
              <option value="dark">dark</option>
              <option value="system">system</option>
            </select>
          </Field>
          <Field label="Accent">
            <input
              type="color"
              className="h-8 w-16"
              value={state.accentColor ?? '#676FFF'}
              onChange={(e) => set({ accentColor: e.target.value })}
            />
          </Field>
          <Field label="Header">
            <input
              className={INPUT}
              value={state.landingHeader ?? ''}
              placeholder="app's header"
              onChange={(e) => set({ landingHeader: e.target.value === '' ? null : e.target.value })}
            />
          </Field>
          <TriState
            label="Require terms"
            value={state.requireTerms}
            onChange={(requireTerms) => set({ requireTerms })}
          />
          <TriState label="Captcha" value={state.captcha} onChange={(captcha) => set({ captcha })} />
          <Field label="Cross-app login">
            <select
              className={INPUT}
              value={state.crossApp ?? ''}
              onChange={(e) => set({ crossApp: e.target.value === '' ? null : e.target.value })}
            >
              <option value="">none</option>
              {apps
                .filter((app) => app.slug !== state.slug)
                .map((app) => (
                  <option key={app.id} value={app.id}>
                    {app.name}
                  </option>
                ))}
            </select>
          </Field>
          <p className="text-xs text-neutral-500">
            Cross-app login lets users log in with their account of another app of yours: list that app as{' '}
            <code>privy:&lt;its app id&gt;</code> in <code>loginMethodsAndOrder</code> (primary or overflow). The button
            shows the app's name and logo; its login page opens in a 400 × 680 popup.
          </p>
          <p className="text-xs text-neutral-500">
            Farcaster and Telegram run in the modal: Farcaster shows the relay link (on the sandbox it opens the relay's
            page, where you approve as a test identity), Telegram opens the sandbox bot's window. The modal hands your
            app through <code>onLoginMethod</code> only what it does not run, here the wallets.
          </p>
          <p className="text-xs text-neutral-500">
            MFA methods are a server setting: pick the all-methods app for SMS, authenticator app and passkey MFA, or
            see the <a href="/screens/mfa-chooser-screen">MFA screens</a>.
          </p>
          <MethodsEditor methods={state.methods} onChange={(methods) => set({ methods })} />
        </form>
        <div className="min-w-0 flex-1">
          <SandboxApp slug={state.slug} config={config}>
            {hooksModal ? (
              <LiveHooksModal
                key={state.presentation}
                standalone={state.presentation === 'inline'}
                onLoginMethod={setHandedOff}
              />
            ) : (
              <LiveModal
                key={state.presentation}
                standalone={state.presentation === 'inline'}
                onLoginMethod={setHandedOff}
                actions={mfaActions}
              />
            )}
            {handedOff ? (
              <p className="mt-3 text-sm" data-testid="handed-off">
                The modal does not run <code>{handedOff}</code> itself and hands it to your app:{' '}
                <code>onLoginMethod('{handedOff}')</code>.
              </p>
            ) : null}
          </SandboxApp>
          <CodeBlock
            code={`<LobbyProvider appId="…" apiUrl="…" loadViem={() => import('@lobby/headless/viem')} config={${JSON.stringify(config, null, 2)}}>\n  <${hooksModal ? 'HooksLoginModal' : 'LobbyModal'}${state.presentation === 'inline' ? ' standalone' : ''} />\n</LobbyProvider>`}
          />
        </div>
      </div>
    </article>
  )
}
