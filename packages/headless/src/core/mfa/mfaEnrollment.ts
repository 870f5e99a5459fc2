import {
  enrollMfa,
  initMfaSmsEnrollment,
  initMfaTotpEnrollment,
  type MfaMethod,
  type TotpEnrollment,
  unenrollMfa,
} from '../api/mfa'
import type { User } from '../api/user'
import { createLoginWithPasskey } from '../auth/loginWithPasskey'
import type { PasskeyAuthenticator } from '../auth/passkeyAuthenticator'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { canAddPasskey } from '../rules/linking'
import { SCREEN_TEXT } from '../rules/screenText'
import { createStore, type Readable } from '../store'
import { createMfaVerification, MFA_METHODS } from './mfaVerification'

/**
 * The enrollment screens: the chooser, sms phone then code, TOTP QR and secret
 * then code, the passkey intro or list, the removal
 * confirmation, success and the error screen with back.
 */
export type MfaEnrollmentStep =
  | 'choose'
  | 'sms-phone'
  | 'sms-code'
  | 'totp-qr'
  | 'totp-code'
  | 'passkey-intro'
  | 'passkey-list'
  | 'confirm-remove'
  | 'success'
  | 'error'

/** An MFA enrollment's state. */
export type MfaEnrollmentState = {
  step: MfaEnrollmentStep
  /** The method being added. */
  method: MfaMethod | null
  /** The method whose removal awaits confirmation. */
  removing: MfaMethod | null
  /** True while a request or ceremony runs. */
  isPending: boolean
  /** The phone number an sms code went to. */
  phoneNumber: string | null
  /** The TOTP secret and its otpauth URL, for the QR code. */
  totp: TotpEnrollment | null
  error: LobbyError | null
}

/** Before any step. */
export const INITIAL_MFA_ENROLLMENT: MfaEnrollmentState = {
  step: 'choose',
  method: null,
  removing: null,
  isPending: false,
  phoneNumber: null,
  totp: null,
  error: null,
}

/** One row of the method chooser. */
export type MfaMethodOption = {
  method: MfaMethod
  /** A-2.66 'Authenticator App', 'SMS' or 'Passkey'. */
  label: string
  /** Authenticator App is Recommended. */
  isRecommended: boolean
  /** SMS is Disabled when the user logs in by SMS. */
  isDisabled: boolean
  /** Enrolled methods are marked Added. */
  isAdded: boolean
}

/** Which chooser shows: A-2.71's intro with no method yet, A-2.72's when the app offers none, else A-2.66's. */
export type MfaChooserVariant = 'chooser' | 'intro' | 'unavailable'

/** What the chooser shows: its variant, its title and its rows. */
export type MfaChooserView = {
  variant: MfaChooserVariant
  /** A-2.71 'Transaction Protection' with no method yet; A-2.72 'Add more security' when the app offers none; else A-2.66's. */
  title: string
  options: MfaMethodOption[]
}

/** Each MFA method's name, on the chooser and on the verification dialog. */
export const MFA_METHOD_LABELS: Readonly<Record<MfaMethod, string>> = {
  sms: SCREEN_TEXT.mfa.sms,
  totp: SCREEN_TEXT.mfa.totp,
  passkey: SCREEN_TEXT.mfa.passkey,
}

/** The chooser's title in each variant. */
export const MFA_CHOOSER_TITLES: Readonly<Record<MfaChooserVariant, string>> = {
  chooser: SCREEN_TEXT.mfa.chooseMethod,
  intro: SCREEN_TEXT.mfa.intro,
  unavailable: SCREEN_TEXT.mfa.addMoreSecurity,
}

/** The one mark a chooser row shows. */
export type MfaMethodMark = { kind: 'disabled' | 'added' | 'recommended'; text: string }

/**
 * The mark on a chooser row: Disabled first (the row cannot be picked), then
 * Added (already enrolled), then Recommended; null when none applies.
 */
export function mfaMethodMark(
  option: Partial<Pick<MfaMethodOption, 'isDisabled' | 'isAdded' | 'isRecommended'>>,
): MfaMethodMark | null {
  if (option.isDisabled) return { kind: 'disabled', text: SCREEN_TEXT.mfa.disabled }
  if (option.isAdded) return { kind: 'added', text: SCREEN_TEXT.mfa.added }
  if (option.isRecommended) return { kind: 'recommended', text: SCREEN_TEXT.mfa.recommended }
  return null
}

/** The method chooser for `user` in an app offering `appMethods`. */
export function mfaChooserView(user: User | null, appMethods: readonly MfaMethod[]): MfaChooserView {
  const enrolled = user?.mfaMethods ?? []
  const logsInBySms = user?.linkedAccounts.some((a) => a.type === 'phone') ?? false
  const variant: MfaChooserVariant =
    appMethods.length === 0 ? 'unavailable' : enrolled.length === 0 ? 'intro' : 'chooser'
  // lists Authenticator App, SMS and Passkey, in that order.
  const order: MfaMethod[] = ['totp', 'sms', 'passkey']
  return {
    variant,
    title: MFA_CHOOSER_TITLES[variant],
    options: order
      .filter((method) => appMethods.includes(method))
      .map((method) => ({
        method,
        label: MFA_METHOD_LABELS[method],
        isRecommended: method === 'totp',
        isDisabled: method === 'sms' && logsInBySms,
        isAdded: enrolled.includes(method),
      })),
  }
}

/** The success text of each method. */
export const MFA_ADDED_TEXT: Readonly<Record<MfaMethod, string>> = {
  sms: SCREEN_TEXT.mfa.smsAdded,
  totp: SCREEN_TEXT.mfa.totpAdded,
  passkey: SCREEN_TEXT.mfa.passkeyAdded,
}

/** Options of an MFA enrollment. */
export type MfaEnrollmentOptions = {
  /**
   * proves a recent verification before a change when the user already has a method.
   * @default an MFA verification's `open()` with the same authenticator
   */
  verify?: () => Promise<void>
  /** Runs passkey ceremonies. @default the browser's */
  authenticator?: PasskeyAuthenticator
  /** The page origin passkeys are bound to. @default location.origin */
  relyingParty?: string
}

/** A running MFA enrollment: readable state plus its commands. */
export type MfaEnrollment = Readable<MfaEnrollmentState> & {
  /** Starts adding `method` (after a verification when one is needed, A-4.44). */
  begin(method: MfaMethod): Promise<void>
  /** sms: texts a code to the phone number. */
  sendCode(phoneNumber: string): Promise<void>
  /** from the QR code and secret to the code step. */
  continue(): void
  /** submits the 6-digit code of sms or totp. */
  submitCode(code: string): Promise<void>
  /** links a new passkey, then enrolls all the user's passkeys. */
  addPasskey(): Promise<void>
  /** A-2.79 'Enable passkeys': enrolls the given passkeys, all of the user's by default. */
  enablePasskeys(credentialIds?: readonly string[]): Promise<void>
  /** asks to confirm removing `method`. */
  remove(method: MfaMethod): void
  /** removes the method after a verification. */
  confirmRemove(): Promise<void>
  /** Back to the chooser (A-2.81 error screen's back, or declining a removal). */
  back(): void
}

const passkeyIds = (user: User | null): string[] =>
  (user?.linkedAccounts ?? []).flatMap((a) => (a.type === 'passkey' && a.credentialId ? [a.credentialId] : []))

/** Creates the MFA enrollment flow. */
export function createMfaEnrollment(client: LobbyClient, options: MfaEnrollmentOptions = {}): MfaEnrollment {
  const store = createStore<MfaEnrollmentState>(INITIAL_MFA_ENROLLMENT)
  const set = (patch: Partial<MfaEnrollmentState>) => store.setState((s) => ({ ...s, ...patch }))
  const verify =
    options.verify ??
    (() =>
      createMfaVerification(client, {
        ...(options.authenticator ? { authenticator: options.authenticator } : {}),
        ...(options.relyingParty ? { relyingParty: options.relyingParty } : {}),
      }).open())
  // The server counts a verification as recent for a while and an enrollment verifies too.
  let verified = false
  const user = () => client.store.getSnapshot().user

  /** a change needs a prior verification when a method exists. */
  async function verifyFirst() {
    if (verified || (user()?.mfaMethods.length ?? 0) === 0) return
    await verify()
    verified = true
  }

  async function run(work: () => Promise<Partial<MfaEnrollmentState>>) {
    if (store.getSnapshot().isPending) return
    set({ isPending: true, error: null })
    try {
      set({ ...(await work()), isPending: false })
    } catch (error) {
      set({ step: 'error', isPending: false, error: toLobbyError(error) })
    }
  }

  async function enroll(body: Parameters<typeof enrollMfa>[1]): Promise<Partial<MfaEnrollmentState>> {
    await enrollMfa(client.http, body, await client.getAccessToken())
    verified = true
    await client.refreshUser()
    return { step: 'success' }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    begin: (method) =>
      run(async () => {
        if (!MFA_METHODS.includes(method)) throw new TypeError(`Unknown MFA method "${method}".`)
        await verifyFirst()
        const base = { ...INITIAL_MFA_ENROLLMENT, method }
        if (method === 'sms') return { ...base, step: 'sms-phone' }
        if (method === 'totp') {
          const totp = await initMfaTotpEnrollment(client.http, await client.getAccessToken())
          return { ...base, step: 'totp-qr', totp }
        }
        // no passkeys: the intro; passkeys exist: the list.
        return { ...base, step: passkeyIds(user()).length === 0 ? 'passkey-intro' : 'passkey-list' }
      }),
    sendCode: (phoneNumber) =>
      run(async () => {
        await initMfaSmsEnrollment(client.http, phoneNumber, await client.getAccessToken())
        return { step: 'sms-code', phoneNumber }
      }),
    continue() {
      if (store.getSnapshot().step === 'totp-qr') set({ step: 'totp-code' })
    },
    submitCode: (code) =>
      run(async () => {
        const { method, phoneNumber } = store.getSnapshot()
        if (method === 'sms' && phoneNumber) return enroll({ method: 'sms', phoneNumber, code: code.trim() })
        if (method === 'totp') return enroll({ method: 'totp', code: code.trim() })
        return {}
      }),
    addPasskey: () =>
      run(async () => {
        // A-4.46 'while creating' keeps the intro on screen: the step stays until this settles.
        if (!canAddPasskey(user())) throw createLobbyError('passkey.cannot_link_more')
        const link = createLoginWithPasskey(client, {
          mode: 'link',
          ...(options.authenticator ? { authenticator: options.authenticator } : {}),
          ...(options.relyingParty ? { relyingParty: options.relyingParty } : {}),
        })
        await link.start()
        const { error } = link.getSnapshot()
        if (error) throw error
        // then every passkey of the user is enrolled.
        return enroll({ method: 'passkey', credentialIds: passkeyIds(user()) })
      }),
    enablePasskeys: (credentialIds) =>
      run(async () => enroll({ method: 'passkey', credentialIds: credentialIds ?? passkeyIds(user()) })),
    remove(method) {
      if (!user()?.mfaMethods.includes(method)) return
      set({ step: 'confirm-remove', removing: method, error: null })
    },
    confirmRemove: () =>
      run(async () => {
        const { removing } = store.getSnapshot()
        if (!removing) return {}
        await verifyFirst()
        await unenrollMfa(client.http, removing, await client.getAccessToken())
        await client.refreshUser()
        return { ...INITIAL_MFA_ENROLLMENT }
      }),
    back() {
      if (!store.getSnapshot().isPending) store.setState(INITIAL_MFA_ENROLLMENT)
    },
  }
}
