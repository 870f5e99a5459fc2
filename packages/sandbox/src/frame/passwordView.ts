import {
  canAttemptPasswordRecovery,
  createPasswordWizard,
  exportFileName,
  LobbyError,
  type PasswordWizardState,
  passwordStrength,
  passwordWizardView,
  SCREEN_TEXT,
} from '@lobby/headless/core'
import * as z from 'zod/mini'
import { wireCopyButton } from './copyButton.ts'
import { createFrameServer, FrameHandlerError, type FrameHandlers } from './createFrameServer.ts'
import { createWalletFrameHandlers } from './createWalletFrameHandlers.ts'
import { indexedDbKeyStore } from './deviceKeys.ts'
import { frameStorage } from './deviceShares.ts'
import { openFrameView } from './openFrameView.ts'
import { createWalletApi } from './walletApi.ts'

/** The host's answer to `lobby:password:submit`: how the operation it ran with this view ended. */
const Result = z.object({
  type: z.literal('lobby:password:result'),
  ok: z.boolean(),
  error: z.optional(z.object({ code: z.string(), message: z.string() })),
})

const text = SCREEN_TEXT.embeddedWallet

type Submitted = { password: string; resolve: () => void; reject: (error: LobbyError) => void }

/** A DOM element with its attributes and children: the view is small enough not to need a framework. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

function button(label: string, onClick: () => void, variant: 'primary' | 'secondary' | 'link' = 'primary') {
  const element = el('button', { type: 'button', 'data-variant': variant }, label)
  element.addEventListener('click', onClick)
  return element
}

function passwordField(label: string, autocomplete: string, onInput: (value: string) => void) {
  const input = el('input', { type: 'password', autocomplete, id: `field-${label.replace(/\W/g, '')}` })
  input.addEventListener('input', () => onInput(input.value))
  return { input, row: el('label', { for: input.id }, label), alert: el('p', { role: 'alert', 'data-slot': 'error' }) }
}

function header(title: string, description?: string | null) {
  return [el('h1', {}, title), ...(description ? [el('p', {}, description)] : [])]
}

/**
 * The recovery password view (issue 15, attack 9), on the frame origin: the password is typed,
 * shown and confirmed here and never reaches the host page. The host (`connectPasswordView`)
 * hears `lobby:password:submit` when the user submits, runs its operation with this view as the
 * frame (`lobby:wallet:create`, `set-recovery` or `recover`, without a password), and this view
 * answers those requests through the wallet frame's own handlers, adding the password it holds;
 * it answers nothing while no password is submitted. Then the host sends
 * `lobby:password:result`, which the view shows.
 */
function startPasswordView(): void {
  const root = document.querySelector<HTMLElement>('[data-slot="password-view"]')
  if (!root) return
  const view = openFrameView(root)
  if (!view) return
  const { config, origin, query } = view
  const mode = query.get('mode')
  const tell = (message: object) => window.parent.postMessage(message, origin)
  const handlers = createWalletFrameHandlers({
    api: createWalletApi({ apiUrl: config.apiUrl, appId: config.appId, clientId: query.get('client_id') ?? '' }),
    appId: config.appId,
    storage: frameStorage(() => window.localStorage),
    keyStore: indexedDbKeyStore(() => window.indexedDB),
  })

  let submitted: Submitted | null = null
  const password = () => {
    if (!submitted) throw new FrameHandlerError('invalid_request_arguments', 'No password was submitted in this view.')
    return submitted.password
  }
  const served: FrameHandlers =
    mode === 'create'
      ? {
          'lobby:wallet:create': (input) =>
            handlers['lobby:wallet:create']?.({ ...input, recoveryPassword: password() }),
          'lobby:solana:create': (input) =>
            handlers['lobby:solana:create']?.({ ...input, recoveryPassword: password() }),
        }
      : mode === 'update'
        ? {
            'lobby:wallet:set-recovery': (input) =>
              handlers['lobby:wallet:set-recovery']?.({ ...input, method: 'user-passcode', password: password() }),
          }
        : {
            'lobby:wallet:recover': (input) =>
              handlers['lobby:wallet:recover']?.({
                ...input,
                recoveryMethod: 'user-passcode',
                recoveryPin: password(),
              }),
            'lobby:solana:recover': (input) =>
              handlers['lobby:solana:recover']?.({
                ...input,
                recoveryMethod: 'user-passcode',
                recoveryPin: password(),
              }),
          }
  createFrameServer(served, { allowedOrigin: origin, allowedSource: window.parent, selfWindow: window })

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent) return
    const parsed = Result.safeParse(event.data)
    if (!parsed.success || !submitted) return
    const { resolve, reject } = submitted
    submitted = null
    if (parsed.data.ok) resolve()
    else reject(new LobbyError('wallet_error', parsed.data.error?.code ?? 'error', parsed.data.error?.message ?? ''))
  })
  const submitToHost = (value: string) =>
    new Promise<void>((resolve, reject) => {
      submitted = { password: value, resolve, reject }
      tell({ type: 'lobby:password:submit' })
    })

  if (mode === 'recover') renderRecovery(root, submitToHost)
  else if (mode === 'create' || mode === 'update') {
    renderWizard(root, {
      title: query.get('replacing') === 'true' ? 'Set a new recovery password' : 'Set a recovery password',
      userStarted: query.get('user_started') === 'true',
      appName: query.get('app_name'),
      submit: submitToHost,
      close: () => tell({ type: 'lobby:password:close' }),
    })
  } else root.textContent = 'This password view has no mode.'

  new ResizeObserver(() => tell({ type: 'lobby:password:resize', height: Math.ceil(root.scrollHeight) })).observe(root)
  document.documentElement.dataset.state = 'ready'
  tell({ type: 'lobby:password:ready' })
}

/** EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN's field: Recover stays disabled while it is empty (W-2.19, W-2.20). */
function renderRecovery(root: HTMLElement, submit: (password: string) => Promise<void>): void {
  let pending = false
  const field = passwordField('Recovery password', 'current-password', () => sync())
  const recover = button('Recover your account', () => {
    if (recover.disabled) return
    pending = true
    field.alert.textContent = ''
    sync()
    submit(field.input.value).then(
      () => {
        root.dataset.state = 'recovered'
      },
      (error: LobbyError) => {
        pending = false
        field.alert.textContent = error.shortMessage
        sync()
      },
    )
  })
  const form = el('form', {}, field.row, field.input, field.alert, recover)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    recover.click()
  })
  const sync = () => {
    recover.disabled = pending || !canAttemptPasswordRecovery(field.input.value)
    recover.toggleAttribute('aria-busy', pending)
  }
  sync()
  root.replaceChildren(
    ...header('Enter your password', 'Your recovery password unlocks your wallet on this device.'),
    form,
  )
}

type WizardOptions = {
  title: string
  userStarted: boolean
  appName: string | null
  submit: (password: string) => Promise<void>
  close: () => void
}

/** Saves `content` as a text file named `name` in the user's downloads (W-9.40). */
function download(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }))
  el('a', { href: url, download: name }).click()
  URL.revokeObjectURL(url)
}

/** The password wizard (W-2.22 to W-2.26, W-4.24 to W-4.27, W-5.01 to W-5.14), on core's machine. */
function renderWizard(root: HTMLElement, options: WizardOptions): void {
  const wizard = createPasswordWizard({
    userStarted: options.userStarted,
    onSubmit: options.submit,
    onClose: options.close,
  })
  let shownStep: PasswordWizardState['step'] | null = null
  let update: (state: PasswordWizardState) => void = () => {}

  const continueButton = button('Continue', () => {
    const { step } = wizard.getSnapshot()
    if (step === 'finalizing') void wizard.submit()
    else wizard.next()
  })
  const back = button('Back', () => wizard.back(), 'link')
  const cancel = button('Cancel', () => wizard.close(), 'secondary')

  const body = (state: PasswordWizardState): Node[] => {
    switch (state.step) {
      case 'creating': {
        const field = passwordField('Password', 'new-password', (value) => wizard.setPassword(value))
        field.input.value = state.password
        const bar = el('span', { 'data-slot': 'password-strength' }, el('span'))
        const label = el('span')
        const generate = button(
          'Generate a password',
          () =>
            void wizard.generatePassword().then(() => {
              field.input.value = wizard.getSnapshot().password
            }),
          'link',
        )
        update = (s) => {
          const strength = passwordStrength(s.password)
          bar.dataset.label = strength.label
          ;(bar.firstChild as HTMLElement).style.width = `${strength.bar * 100}%`
          label.textContent = `Strength: ${strength.label}`
          field.alert.textContent = passwordWizardView(s).passwordError ?? ''
        }
        return [field.row, field.input, el('div', { class: 'strength' }, bar, label), field.alert, generate]
      }
      case 'saving': {
        const copy = button('Copy', () => {})
        wireCopyButton(copy, () => state.password)
        return [
          el('code', { 'data-slot': 'password-value' }, state.password),
          el(
            'div',
            { class: 'row' },
            copy,
            button('Download', () => download(exportFileName(options.appName), state.password), 'secondary'),
          ),
        ]
      }
      case 'confirming': {
        const field = passwordField('Confirm password', 'new-password', (value) => wizard.setConfirmation(value))
        update = (s) => {
          field.alert.textContent = passwordWizardView(s).confirmationError ?? ''
        }
        return [field.row, field.input, field.alert]
      }
      case 'finalizing': {
        const box = el('input', { type: 'checkbox', id: 'understand' })
        box.checked = state.acknowledged
        box.addEventListener('change', () => wizard.setAcknowledged(box.checked))
        return [el('label', { for: 'understand', class: 'check' }, box, text.iUnderstand)]
      }
      case 'done':
        return []
    }
  }

  const titles = (state: PasswordWizardState) => {
    const view = passwordWizardView(state)
    switch (state.step) {
      case 'creating':
        return header(options.title, 'You will need this password to use your wallet on a new device.')
      case 'saving':
        return header('Save your password', 'Keep it somewhere safe: it cannot be reset.')
      case 'confirming':
        return header('Confirm your password', 'Type your password again.')
      case 'finalizing':
        return header('Did you save your password?', 'Without it you cannot recover your wallet on a new device.')
      case 'done':
        return header(view.resultTitle ?? text.somethingWentWrong, view.resultDetail)
    }
  }

  const render = (state: PasswordWizardState) => {
    const view = passwordWizardView(state)
    if (state.step !== shownStep) {
      shownStep = state.step
      update = () => {}
      const actions = el('div', { class: 'actions' })
      if (state.step !== 'done') actions.append(continueButton)
      if (view.canClose && state.step !== 'done') actions.append(cancel)
      root.replaceChildren(
        ...(view.canGoBack && state.step !== 'done' ? [back] : []),
        ...titles(state),
        ...body(state),
        actions,
      )
      if (state.step === 'done' && view.canGoBack) root.append(button('Try again', () => wizard.back(), 'secondary'))
      root.dataset.step = state.step
      root.querySelector('input')?.focus()
    }
    update(state)
    continueButton.textContent = state.step === 'finalizing' ? text.setPassword : 'Continue'
    continueButton.disabled = !view.canContinue || state.status === 'submitting'
    continueButton.toggleAttribute('aria-busy', state.status === 'submitting')
  }
  wizard.subscribe(() => render(wizard.getSnapshot()))
  render(wizard.getSnapshot())
}

startPasswordView()
