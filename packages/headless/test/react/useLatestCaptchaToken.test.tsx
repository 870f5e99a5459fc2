import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLatestCaptchaToken } from '../../src/react/useLatestCaptchaToken'

describe('useLatestCaptchaToken', () => {
  it('A-4.09 a flow made at mount reads the token of the captcha that arrived later, through one stable reader', () => {
    const { result, rerender } = renderHook(({ read }) => useLatestCaptchaToken(read), {
      initialProps: { read: undefined as (() => string | undefined) | undefined },
    })
    const reader = result.current
    expect(reader()).toBeUndefined()
    rerender({ read: () => 'token-from-the-app-captcha' })
    expect(result.current).toBe(reader)
    expect(reader()).toBe('token-from-the-app-captcha')
  })
})
