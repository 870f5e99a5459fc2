import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPhoneRules } from '../../src/core/rules/phone'
import { type UsePhoneInputOptions, usePhoneInput } from '../../src/react/usePhoneInput'

afterEach(cleanup)

let renders = 0
function PhoneForm(props: UsePhoneInputOptions) {
  renders += 1
  const phone = usePhoneInput(props)
  return (
    <>
      <select aria-label="country" {...phone.getCountrySelectProps()}>
        {phone.countries.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.code} +${c.callingCode}`}
          </option>
        ))}
      </select>
      <input aria-label="phone" {...phone.getInputProps()} />
      <button type="button" disabled={!phone.canSubmit} onClick={phone.submit}>
        Submit
      </button>
    </>
  )
}

const input = () => screen.getByLabelText('phone') as HTMLInputElement
const submitButton = () => screen.getByRole('button') as HTMLButtonElement

describe('usePhoneInput', () => {
  it('A-3.33 A-2.38 before the rules load, typing is accepted; the country list arrives with calling codes', async () => {
    // The first test of the file sees the lazy load happen.
    const { result } = renderHook(() => usePhoneInput())
    expect(result.current.country).toBe('US')
    await waitFor(() => expect(result.current.isReady).toBe(true))
    expect(result.current.countries.find((c) => c.code === 'US')?.callingCode).toBe('1')
  })

  describe('once loaded', () => {
    beforeAll(() => loadPhoneRules())

    it('A-5.06 formats the number as typed', async () => {
      const user = userEvent.setup()
      render(<PhoneForm />)
      await user.type(input(), '2133734')
      expect(input().value).toBe('(213) 373-4')
      await user.type(input(), '253')
      expect(input().value).toBe('(213) 373-4253')
    })

    it('A-5.04 A-3.21 submit is disabled until the number is valid for the chosen country', async () => {
      const onSubmit = vi.fn()
      const user = userEvent.setup()
      render(<PhoneForm onSubmit={onSubmit} />)
      await user.type(input(), '213373425')
      expect(submitButton().disabled).toBe(true)
      await user.type(input(), '3')
      expect(submitButton().disabled).toBe(false)
      await user.click(submitButton())
      expect(onSubmit).toHaveBeenCalledWith({
        rawPhoneNumber: '2133734253',
        qualifiedPhoneNumber: '+1 2133734253',
        countryCode: 'US',
        isValid: true,
      })
    })

    it('A-2.40 Enter submits a valid number', async () => {
      const onSubmit = vi.fn()
      const user = userEvent.setup()
      render(<PhoneForm onSubmit={onSubmit} />)
      await user.type(input(), '21337{Enter}')
      expect(onSubmit).not.toHaveBeenCalled()
      await user.type(input(), '34253{Enter}')
      expect(onSubmit).toHaveBeenCalledTimes(1)
    })

    it('A-5.05 changing the country clears the number', async () => {
      const user = userEvent.setup()
      render(<PhoneForm />)
      await user.type(input(), '2133734253')
      await user.selectOptions(screen.getByLabelText('country'), 'FR')
      expect(input().value).toBe('')
      await user.type(input(), '0612345678')
      expect(input().value).toBe('06 12 34 56 78')
      expect(submitButton().disabled).toBe(false)
    })

    it('A-5.06 Backspace over a formatting character removes the digit before it', async () => {
      const user = userEvent.setup()
      render(<PhoneForm />)
      await user.type(input(), '2133')
      expect(input().value).toBe('(213) 3')
      await user.keyboard('{Backspace}')
      expect(input().value).toBe('(213)')
      // The next Backspace removes ')', which formatting would put back: the 3 goes instead.
      await user.keyboard('{Backspace}')
      expect(input().value).toBe('21')
    })

    it('parameters: defaultCountry, and an unknown country falls back to US', () => {
      const gb = renderHook(() => usePhoneInput({ defaultCountry: 'gb' }))
      expect(gb.result.current.country).toBe('GB')
      const bad = renderHook(() => usePhoneInput({ defaultCountry: 'XX' }))
      expect(bad.result.current.country).toBe('US')
    })

    it('behavior: functions keep their identity across renders; the host renders once per keystroke', async () => {
      const { result, rerender } = renderHook((props: UsePhoneInputOptions) => usePhoneInput(props), {
        initialProps: { onSubmit: () => {} },
      })
      const first = result.current
      rerender({ onSubmit: () => {} })
      expect(result.current).toBe(first)
      act(() => result.current.setCountry('FR'))
      expect(result.current.setCountry).toBe(first.setCountry)
      expect(result.current.submit).toBe(first.submit)
      act(() => result.current.setCountry('FR'))
      const afterSame = result.current
      rerender({ onSubmit: () => {} })
      expect(result.current).toBe(afterSame)

      const user = userEvent.setup()
      render(<PhoneForm />)
      renders = 0
      await user.type(input(), '213')
      expect(renders).toBe(3)
    })
  })
})
