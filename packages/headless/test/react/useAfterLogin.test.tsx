import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../src/core/api/user'
import type { AppConfig } from '../../src/core/config/resolveAppConfig'
import { SCREEN_TEXT } from '../../src/core/rules/screenText'
import { useAfterLogin } from '../../src/react/useAfterLogin'

const user = { hasAcceptedTerms: false, linkedAccounts: [] } as unknown as User
const config = (requireUsersAcceptTerms: boolean) =>
  ({ legal: { requireUsersAcceptTerms }, embeddedWallets: { createOnLogin: 'off' } }) as unknown as AppConfig

describe('useAfterLogin', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("A-4.20 A-4.22 shows 'Success!' and closes with success 1400 ms later", () => {
    const onStep = vi.fn()
    const { result } = renderHook(() => useAfterLogin({ user, config: config(false), onStep }))
    act(() => result.current.succeed())
    expect(result.current.isShowingSuccess).toBe(true)
    expect(SCREEN_TEXT.awaitingCode.success).toBe('Success!')
    act(() => vi.advanceTimersByTime(1_399))
    expect(onStep).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onStep).toHaveBeenCalledWith('close')
    expect(result.current.isShowingSuccess).toBe(false)
  })

  it('A-4.21 goes to the consent screen 900 ms after success when terms are required and not accepted', () => {
    const onStep = vi.fn()
    const { result } = renderHook(() => useAfterLogin({ user, config: config(true), onStep }))
    act(() => result.current.succeed())
    act(() => vi.advanceTimersByTime(899))
    expect(onStep).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onStep).toHaveBeenCalledWith('consent')
  })

  it('behavior: without the success step the next step comes at once, and cancel stops a pending one', () => {
    const onStep = vi.fn()
    const { result } = renderHook(() => useAfterLogin({ user, config: config(false), onStep }))
    act(() => result.current.succeed({ showSuccess: false }))
    expect(onStep).toHaveBeenCalledWith('close')
    act(() => result.current.succeed())
    act(() => result.current.cancel())
    act(() => vi.advanceTimersByTime(5000))
    expect(onStep).toHaveBeenCalledTimes(1)
  })
})
