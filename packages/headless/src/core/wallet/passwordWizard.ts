import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError, type LobbyError } from '../errors/lobbyError'
import {
  generateRecoveryPassword,
  isPasswordConfirmed,
  validatePasswordConfirmation,
  validateRecoveryPassword,
} from '../rules/password'
import { SCREEN_TEXT } from '../rules/screenText'
import { createMachine, type Readable } from '../store'

/** W-4.24: the password wizard's steps, in order. */
export const PASSWORD_WIZARD_STEPS = ['creating', 'saving', 'confirming', 'finalizing', 'done'] as const

/** One step of the password wizard (W-4.24, W-2.23). */
export type PasswordWizardStep = (typeof PASSWORD_WIZARD_STEPS)[number]

/** W-4.26, W-9.11: on done, the wizard closes itself after 1.4 s. */
export const PASSWORD_WIZARD_CLOSE_MS = 1400

/** The password wizard's state. */
export type PasswordWizardState = {
  step: PasswordWizardStep
  password: string
  confirmation: string
  /** W-5.04: the password error shows only once the user has typed. */
  hasTyped: boolean
  /** W-2.25: the 'I understand' checkbox. */
  acknowledged: boolean
  /** W-4.27: whether the user opened the wizard (then it may be closed). */
  userStarted: boolean
  /** The final submit: not yet, running, or its outcome. */
  status: 'idle' | 'submitting' | 'succeeded' | 'failed'
  error: LobbyError | null
}

/** What moves the password wizard. */
export type PasswordWizardEvent =
  | { type: 'password.change'; value: string }
  | { type: 'confirmation.change'; value: string }
  | { type: 'acknowledge.change'; value: boolean }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.succeeded' }
  | { type: 'wizard.failed'; error: LobbyError }

/** A fresh wizard. */
export function initialPasswordWizard(userStarted: boolean): PasswordWizardState {
  return {
    step: 'creating',
    password: '',
    confirmation: '',
    hasTyped: false,
    acknowledged: false,
    userStarted,
    status: 'idle',
    error: null,
  }
}

/** W-5.05, W-5.14, W-2.25: whether the current step's main button is enabled. */
export function canContinuePasswordWizard(state: PasswordWizardState): boolean {
  switch (state.step) {
    case 'creating':
      return validateRecoveryPassword(state.password) === null // W-5.05
    case 'saving':
      return true
    case 'confirming':
      return isPasswordConfirmed(state.password, state.confirmation) // W-5.14
    case 'finalizing':
      return state.acknowledged && state.status !== 'submitting' // W-2.25
    case 'done':
      return false
  }
}

const PREVIOUS: Record<PasswordWizardStep, PasswordWizardStep | null> = {
  creating: null,
  saving: 'creating',
  confirming: 'saving',
  finalizing: 'confirming',
  done: 'finalizing',
}

const NEXT: Partial<Record<PasswordWizardStep, PasswordWizardStep>> = {
  creating: 'saving',
  saving: 'confirming',
  confirming: 'finalizing',
}

/**
 * W-4.24, W-4.25, W-5.04, W-5.05, W-5.14, W-2.25: creating → saving → confirming →
 * finalizing → done, each step going forward only when its button is enabled, and back from
 * any step (from done after a failure, to try again). The submit itself runs outside.
 */
export function reducePasswordWizard(state: PasswordWizardState, event: PasswordWizardEvent): PasswordWizardState {
  switch (event.type) {
    case 'password.change':
      if (state.step !== 'creating') return state
      return { ...state, password: event.value, hasTyped: true, confirmation: '', acknowledged: false }
    case 'confirmation.change':
      return state.step === 'confirming' ? { ...state, confirmation: event.value } : state
    case 'acknowledge.change':
      return state.step === 'finalizing' ? { ...state, acknowledged: event.value } : state
    case 'wizard.next': {
      const next = NEXT[state.step]
      return next && canContinuePasswordWizard(state) ? { ...state, step: next } : state
    }
    case 'wizard.back': {
      const previous = PREVIOUS[state.step]
      if (!previous || state.status === 'submitting' || state.status === 'succeeded') return state
      return { ...state, step: previous, status: 'idle', error: null }
    }
    case 'wizard.submit':
      return canContinuePasswordWizard(state) && state.step === 'finalizing'
        ? { ...state, status: 'submitting', error: null }
        : state
    case 'wizard.succeeded':
      return state.status === 'submitting' ? { ...state, step: 'done', status: 'succeeded' } : state
    case 'wizard.failed':
      return state.status === 'submitting' ? { ...state, step: 'done', status: 'failed', error: event.error } : state
  }
}

/** What a screen shows for the wizard's state: errors after typing, the result texts. */
export type PasswordWizardView = {
  /** W-5.01 to W-5.04: the password's error, once the user has typed. */
  passwordError: string | null
  /** W-5.13: 'Passwords do not match' once a confirmation is typed and differs. */
  confirmationError: string | null
  canContinue: boolean
  /** W-4.25: every step but the first can go back. */
  canGoBack: boolean
  /** W-4.27, W-2.26: Cancel shows only when the user started the wizard. */
  canClose: boolean
  /** W-2.24: 'Success' or 'Something went wrong' on done. */
  resultTitle: string | null
  /** W-2.24: the failure's detail. */
  resultDetail: string | null
}

/** The view of a wizard state (W-2.24, W-2.26, W-4.25, W-4.27, W-5.04, W-5.13). */
export function passwordWizardView(state: PasswordWizardState): PasswordWizardView {
  const text = SCREEN_TEXT.embeddedWallet
  return {
    passwordError: state.hasTyped ? validateRecoveryPassword(state.password) : null,
    confirmationError:
      state.confirmation === '' ? null : validatePasswordConfirmation(state.password, state.confirmation),
    canContinue: canContinuePasswordWizard(state),
    canGoBack: PREVIOUS[state.step] !== null && state.status !== 'submitting' && state.status !== 'succeeded',
    canClose: state.userStarted,
    resultTitle: state.step !== 'done' ? null : state.status === 'succeeded' ? text.success : text.somethingWentWrong,
    resultDetail: state.step === 'done' && state.error ? state.error.shortMessage : null,
  }
}

/** Options of `createPasswordWizard`. */
export type PasswordWizardOptions = {
  /** W-4.27: the user opened the wizard (from settings), so it may be closed. @default false */
  userStarted?: boolean
  /** Sets the password as the wallet's recovery (or creates the wallet with it). */
  onSubmit: (password: string) => Promise<void>
  /** Closes the wizard: on Cancel (when allowed) and 1.4 s after a success (W-4.26). */
  onClose?: () => void
  /** @default the global timers */
  setTimeout?: (run: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** A running password wizard: its state plus its commands. */
export type PasswordWizard = Readable<PasswordWizardState> & {
  setPassword(value: string): void
  /** W-5.06: fills the password with 4 random words. */
  generatePassword(): Promise<void>
  setConfirmation(value: string): void
  /** W-2.25: ticks or unticks 'I understand'. */
  setAcknowledged(value: boolean): void
  next(): void
  back(): void
  /** W-2.25: 'Set Password' (finalizing, 'I understand' ticked); resolves once done. */
  submit(): Promise<void>
  /** W-4.27: closes only when the user started the wizard; returns whether it closed. */
  close(): boolean
  /** Stops the pending auto-close. */
  dispose(): void
}

/** W-4.24 to W-4.27, W-2.22 to W-2.26, W-5.01 to W-5.14: the password wizard. */
export function createPasswordWizard(options: PasswordWizardOptions): PasswordWizard {
  const machine = createMachine({
    initial: initialPasswordWizard(options.userStarted ?? false),
    reduce: reducePasswordWizard,
  })
  const set = options.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms))
  const clear = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>))
  let closeTimer: unknown = null
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    setPassword: (value) => machine.send({ type: 'password.change', value }),
    async generatePassword() {
      machine.send({ type: 'password.change', value: await generateRecoveryPassword() })
    },
    setConfirmation: (value) => machine.send({ type: 'confirmation.change', value }),
    setAcknowledged: (value) => machine.send({ type: 'acknowledge.change', value }),
    next: () => machine.send({ type: 'wizard.next' }),
    back: () => machine.send({ type: 'wizard.back' }),
    async submit() {
      const before = machine.getSnapshot()
      machine.send({ type: 'wizard.submit' })
      if (machine.getSnapshot() === before) return
      try {
        await options.onSubmit(before.password)
        machine.send({ type: 'wizard.succeeded' })
        closeTimer = set(() => {
          closeTimer = null
          options.onClose?.()
        }, PASSWORD_WIZARD_CLOSE_MS)
      } catch (error) {
        machine.send({
          type: 'wizard.failed',
          error: isLobbyError(error) ? error : createLobbyError('embedded_wallet.create_failed', { cause: error }),
        })
      }
    },
    close() {
      if (!machine.getSnapshot().userStarted) return false
      if (closeTimer !== null) clear(closeTimer)
      closeTimer = null
      options.onClose?.()
      return true
    },
    dispose() {
      if (closeTimer !== null) clear(closeTimer)
      closeTimer = null
    },
  }
}
