// Each scenario is the source of a tiny app, as a host would write it. Every app renders
// through react-dom so React's own cost is measured the same way and can be taken off.
// `peer` marks the entries measured for comparison. To add a scenario, append one entry to
// `scenarios`: an app importing only what it measures (`hookApp` covers a single hook).

const mount = (body) => `
import { createRoot } from 'react-dom/client'
import { createElement } from 'react'
${body}
createRoot(document.getElementById('root')).render(createElement(App))
`

/** An app that imports one named export of @lobby/headless and calls it with `args` (source text). */
const hookApp = (name, args = '') =>
  mount(`import { ${name} } from '@lobby/headless'
function App() { return createElement('pre', null, JSON.stringify(${name}(${args}))) }`)

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
  {
    // Issue 16's budget, 25 kB gzip over React: an email-code login written on the host's own
    // markup with the hooks alone (it replaces issue 4's 30 kB budget for every non-wallet export).
    name: 'email code login on own markup',
    vite: true,
    source: mount(`import { LobbyProvider, useLoginWithEmail, useOtpInput, useUser } from '@lobby/headless'
import { useState } from 'react'
function Code({ flow }) {
  const otp = useOtpInput({ onComplete: (code) => flow.loginWithCode({ code }), disabled: flow.isPending })
  return createElement('div', otp.getRootProps(), otp.slots.map((_, i) => createElement('input', { key: i, ...otp.getInputProps(i) })))
}
function Login() {
  const { user } = useUser()
  const flow = useLoginWithEmail()
  const [email, setEmail] = useState('')
  if (user) return createElement('p', null, 'Signed in as ', user.id)
  if (flow.destination) return createElement(Code, { flow })
  return createElement('form', { onSubmit: (event) => { event.preventDefault(); flow.sendCode({ email }) } },
    createElement('input', { type: 'email', value: email, onChange: (event) => setEmail(event.target.value) }),
    createElement('button', { type: 'submit', disabled: flow.isPending }, 'Send code'),
    flow.error ? createElement('p', { role: 'alert' }, flow.error.shortMessage) : null)
}
function App() {
  return createElement(LobbyProvider, { appId: 'lobbysandboxallmethods001', apiUrl: 'http://127.0.0.1:8787' }, createElement(Login))
}`),
  },
  {
    name: 'useOtpInput only',
    source: mount(`import { useOtpInput } from '@lobby/headless'
function App() {
  const otp = useOtpInput({ onComplete: console.log })
  return createElement('div', otp.getRootProps(), otp.slots.map((_, i) => createElement('input', { key: i, ...otp.getInputProps(i) })))
}`),
  },
  { name: 'usePasswordStrength only', source: hookApp('usePasswordStrength', "'hunter22'") },
  {
    name: 'usePasswordStrength + generateRecoveryPassword',
    source: mount(`import { generateRecoveryPassword, usePasswordStrength } from '@lobby/headless'
function App() { return createElement('button', { onClick: generateRecoveryPassword }, usePasswordStrength('hunter22').label) }`),
  },
  { name: 'usePhoneInput only', source: hookApp('usePhoneInput') },
  {
    name: 'useLoginMethodLayout only',
    source: hookApp('useLoginMethodLayout', "{ methods: ['email', 'google', 'wallet'] }"),
  },
  {
    // The registry's modal block as a host app ships it (provider + landing, code, consent and
    // error screens); budget 155 kB gzip initial load, React included. The phone metadata is lazy.
    name: 'login modal (registry block + provider)',
    vite: true,
    source: mount(`import { App } from '../registry/test/bench/loginModalApp.tsx'`),
  },
  {
    // Issue 9: the SDK's wallet chunk, what an app pays for the embedded-wallet hooks (the keys
    // and their libraries live in the frame, on its own origin: see the frame rows below).
    name: 'embedded wallet hooks (useWallets, useCreateWallet, useRecoverWallet, useExportWallet)',
    source: mount(`import { useWallets, useCreateWallet, useRecoverWallet, useExportWallet } from '@lobby/headless'
const used = [useWallets, useCreateWallet, useRecoverWallet, useExportWallet]
function App() { return createElement('pre', null, used.length) }`),
  },
  {
    // Issue 10: viem, Solana and WalletConnect must sit in lazy chunks, loaded on first use.
    name: 'transactions + external wallets (useSendTransaction, useSignTypedData, useConnectWallet)',
    // viem comes through the host's loader, as a wallet host passes it to LobbyProvider.
    source: mount(`import { useSendTransaction, useSignTypedData, useConnectWallet } from '@lobby/headless'
const loadViem = () => import('@lobby/headless/viem')
const used = [useSendTransaction, useSignTypedData, useConnectWallet, loadViem]
function App() { return createElement('pre', null, used.length) }`),
  },
  {
    name: 'input-otp (peer)',
    peer: true,
    source: mount(`import { OTPInput } from 'input-otp'
function App() {
  return createElement(OTPInput, { maxLength: 6, onComplete: console.log, render: ({ slots }) =>
    createElement('div', null, slots.map((slot, i) => createElement('div', { key: i }, slot.char))) })
}`),
  },
  {
    name: '@zag-js/pin-input + @zag-js/react (peer)',
    peer: true,
    source: mount(`import * as pinInput from '@zag-js/pin-input'
import { normalizeProps, useMachine } from '@zag-js/react'
import { useId } from 'react'
function App() {
  const service = useMachine(pinInput.machine, { id: useId(), count: 6, otp: true, onValueComplete: console.log })
  const api = pinInput.connect(service, normalizeProps)
  return createElement('div', api.getRootProps(), [0, 1, 2, 3, 4, 5].map((index) => createElement('input', { key: index, ...api.getInputProps({ index }) })))
}`),
  },
]
