import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { createNavigator, type NavigatorState, reduceNavigator } from '../../../src/core/modal/navigator'
import { SCREEN_NAMES, type Screen } from '../../../src/core/modal/screens'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createNavigator', () => {
  it('A-2.01 A-2.23 the screens are the named screens of both specs', () => {
    for (const name of [
      'LANDING',
      'CONNECT_OR_CREATE',
      'CONNECT_ONLY_LANDING_SCREEN',
      'CONNECT_ONLY_AUTHENTICATED_SCREEN',
      'AWAITING_PASSKEY_SYSTEM_DIALOGUE',
      'AWAITING_OAUTH_SCREEN',
      'CROSS_APP_AUTH_SCREEN',
      'TELEGRAM_AUTH_SCREEN',
      'ALLOWLIST_REJECTION_SCREEN',
      'USER_LIMIT_REACHED_SCREEN',
      'LINK_EMAIL_SCREEN',
      'LINK_PHONE_SCREEN',
      'LINK_PASSKEY_SCREEN',
      'UPDATE_EMAIL_SCREEN',
      'UPDATE_PHONE_SCREEN',
      'MFA_ENROLLMENT_FLOW_SCREEN',
      'LOGIN_FAILED_SCREEN',
      'LINK_WALLET_SCREEN',
      'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN',
    ]) {
      expect(SCREEN_NAMES).toContain(name)
    }
    expect(new Set(SCREEN_NAMES).size).toBe(SCREEN_NAMES.length)
  })

  it('A-2.07 a host opens the modal at any screen with its parameters; it shows 15 ms after the screen is set', () => {
    const nav = createNavigator()
    nav.open('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' })
    expect(nav.getSnapshot().screen).toEqual({
      name: 'AWAITING_PASSWORDLESS_CODE',
      params: { email: 'ada@example.com' },
    })
    expect(nav.getSnapshot().isOpen).toBe(false)
    vi.advanceTimersByTime(14)
    expect(nav.getSnapshot().isOpen).toBe(false)
    vi.advanceTimersByTime(1)
    expect(nav.getSnapshot().isOpen).toBe(true)
  })

  it('A-2.08 the flow is cleared 200 ms after close', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    vi.advanceTimersByTime(15)
    nav.navigate('LINK_EMAIL_SCREEN')
    nav.close()
    expect(nav.getSnapshot().isOpen).toBe(false)
    vi.advanceTimersByTime(199)
    expect(nav.getSnapshot().screen?.name).toBe('LINK_EMAIL_SCREEN')
    vi.advanceTimersByTime(1)
    expect(nav.getSnapshot().screen).toBeNull()
    expect(nav.getSnapshot().history).toEqual([])
  })

  it('A-2.08 reopening within the 200 ms keeps the new flow', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    vi.advanceTimersByTime(15)
    nav.close()
    vi.advanceTimersByTime(100)
    nav.open('LINK_PHONE_SCREEN')
    vi.advanceTimersByTime(500)
    expect(nav.getSnapshot()).toMatchObject({ isOpen: true, screen: { name: 'LINK_PHONE_SCREEN' } })
  })

  it('A-2.50 the landing view resets 150 ms after close', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    vi.advanceTimersByTime(15)
    nav.close()
    vi.advanceTimersByTime(149)
    expect(nav.getSnapshot().landingResets).toBe(0)
    vi.advanceTimersByTime(1)
    expect(nav.getSnapshot().landingResets).toBe(1)
  })

  it('A-2.28 A-8.70 the error screen remembers the previous screen so back returns there', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    nav.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
    const error = new LobbyError('api_error', 'oauth_unexpected', 'Unexpected.')
    nav.showError(error)
    expect(nav.getSnapshot().screen).toEqual({ name: 'ERROR_SCREEN', params: { error } })
    expect(nav.back()).toBe(true)
    expect(nav.getSnapshot().screen).toEqual({ name: 'AWAITING_OAUTH_SCREEN', params: { provider: 'google' } })
    expect(nav.back()).toBe(true)
    expect(nav.getSnapshot().screen?.name).toBe('LANDING')
    expect(nav.back()).toBe(false)
  })

  it('A-8.70 showError reads any thrown value as a LobbyError', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    nav.showError(new TypeError('boom'))
    const screen = nav.getSnapshot().screen
    expect(screen?.name).toBe('ERROR_SCREEN')
    expect(screen?.name === 'ERROR_SCREEN' && screen.params.error).toBeInstanceOf(LobbyError)
  })

  it('W-2.43 W-2.44 the manual transfer back goes to where funding was opened from, else to method selection', () => {
    const nav = createNavigator()
    nav.open('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
    nav.navigate('FUNDING_MANUAL_TRANSFER_SCREEN')
    nav.back()
    expect(nav.getSnapshot().screen?.name).toBe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
    nav.open('FUNDING_MANUAL_TRANSFER_SCREEN')
    nav.back()
    expect(nav.getSnapshot().screen?.name).toBe('FUNDING_METHOD_SELECTION_SCREEN')
  })

  it('behavior: replace moves on without a way back; open starts a new flow', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    nav.replace('CAPTCHA_SCREEN')
    expect(nav.getSnapshot().history).toEqual([])
    nav.navigate('AWAITING_PASSWORDLESS_CODE', { phoneNumber: '+15555550100' })
    nav.open('LINK_EMAIL_SCREEN')
    expect(nav.getSnapshot().history).toEqual([])
  })

  it('A-2.09 A-2.02 standalone: no close button and the user cannot close', () => {
    const nav = createNavigator({ standalone: true })
    nav.open('LANDING')
    vi.advanceTimersByTime(15)
    expect(nav.requestClose()).toBe(false)
    expect(nav.getSnapshot().isOpen).toBe(true)
  })

  it('A-2.10 not closeable: the user cannot close, a finished flow still can', () => {
    const nav = createNavigator()
    nav.open('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN')
    vi.advanceTimersByTime(15)
    nav.setCloseable(false)
    expect(nav.requestClose()).toBe(false)
    expect(nav.getSnapshot().isOpen).toBe(true)
    nav.setCloseable(true)
    expect(nav.requestClose()).toBe(true)
    expect(nav.getSnapshot().isOpen).toBe(false)
    nav.open('LANDING')
    nav.setCloseable(false)
    nav.close()
    expect(nav.getSnapshot().isOpen).toBe(false)
  })

  it('types: each screen takes exactly its own parameters', () => {
    const nav = createNavigator()
    nav.open('AWAITING_PASSWORDLESS_CODE', { phoneNumber: '+15555550100' })
    nav.open('LANDING')
    nav.open('CAPTCHA_SCREEN')
    // @ts-expect-error the code screen needs the address the code went to
    expect(() => nav.open('AWAITING_PASSWORDLESS_CODE')).not.toThrow()
    // @ts-expect-error the OAuth screen takes a provider, not an email
    nav.navigate('AWAITING_OAUTH_SCREEN', { email: 'a@b.c' })
    const screen = nav.getSnapshot().screen
    if (screen?.name === 'AWAITING_OAUTH_SCREEN') expectTypeOf(screen.params).toEqualTypeOf<{ provider: string }>()
    expectTypeOf(nav.getSnapshot().screen).toEqualTypeOf<Screen | null>()
  })

  it('behavior: an unknown screen name is refused with a clear error', () => {
    const nav = createNavigator()
    expect(() => nav.open('NOPE' as 'LANDING')).toThrowError('There is no screen named "NOPE".')
    expect(nav.getSnapshot().screen).toBeNull()
  })

  it('behavior: listeners run only on real changes', () => {
    const nav = createNavigator()
    const listener = vi.fn()
    nav.subscribe(listener)
    nav.setCloseable(true)
    nav.back()
    expect(listener).not.toHaveBeenCalled()
    nav.open('LANDING')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('behavior: destroy drops pending timers', () => {
    const nav = createNavigator()
    nav.open('LANDING')
    nav.destroy()
    vi.advanceTimersByTime(1000)
    expect(nav.getSnapshot().isOpen).toBe(false)
  })
})

describe('reduceNavigator', () => {
  const base: NavigatorState = {
    screen: null,
    history: [],
    isOpen: false,
    closeable: true,
    standalone: false,
    landingResets: 0,
  }
  it('behavior: the modal does not show without a screen, and back without history is a no-op', () => {
    expect(reduceNavigator(base, { type: 'modal.show' })).toBe(base)
    expect(reduceNavigator(base, { type: 'screen.back' })).toBe(base)
    expect(reduceNavigator(base, { type: 'flow.clear' })).toBe(base)
  })
})
