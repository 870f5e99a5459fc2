import { cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePasswordStrength } from '../../src/react/usePasswordStrength'

afterEach(cleanup)

let renders = 0

function PasswordField() {
  const [password, setPassword] = useState('')
  const strength = usePasswordStrength(password)
  return (
    <>
      <input aria-label="password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <output data-testid="label">{strength.label}</output>
      {strength.error && <p role="alert">{strength.error}</p>}
      <button type="button" disabled={!strength.isValid}>
        Continue
      </button>
    </>
  )
}

describe('usePasswordStrength', () => {
  it('W-5.04 W-5.05 no error before typing; Continue is disabled while empty', () => {
    render(<PasswordField />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })

  it('W-5.01 W-5.04 W-5.05 after typing, a short password shows the error and keeps Continue disabled', async () => {
    const user = userEvent.setup()
    render(<PasswordField />)
    await user.type(screen.getByLabelText('password'), 'abc')
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters')
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
    await user.clear(screen.getByLabelText('password'))
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters')
  })

  it('W-5.03 W-5.05 W-5.11 an invalid character is named, the label is Weak and Continue stays disabled', async () => {
    const user = userEvent.setup()
    render(<PasswordField />)
    await user.type(screen.getByLabelText('password'), 'Correct horse1!')
    expect(screen.getByRole('alert').textContent).toBe('Invalid characters used ( SPACE )')
    expect(screen.getByTestId('label').textContent).toBe('Weak')
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })

  it('W-5.05 W-5.10 a valid password enables Continue and shows its label', async () => {
    const user = userEvent.setup()
    render(<PasswordField />)
    await user.type(screen.getByLabelText('password'), 'Ab1.Ab1.Ab1.Ab1.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('label').textContent).toBe('Medium')
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false)
  })

  it('behavior: the result keeps its identity while the password is unchanged', () => {
    const { result, rerender } = renderHook(({ pw }) => usePasswordStrength(pw), { initialProps: { pw: 'abcdefgh' } })
    const first = result.current
    rerender({ pw: 'abcdefgh' })
    expect(result.current).toBe(first)
    rerender({ pw: 'abcdefghi' })
    expect(result.current).not.toBe(first)
    expect(result.current.isValid).toBe(true)
  })

  it('behavior: the hook adds no render of its own: one host render per typed character', async () => {
    const user = userEvent.setup()
    function Counted() {
      const [password, setPassword] = useState('')
      renders += 1
      const s = usePasswordStrength(password)
      return (
        <input aria-label="pw" data-label={s.label} value={password} onChange={(e) => setPassword(e.target.value)} />
      )
    }
    render(<Counted />)
    renders = 0
    await user.type(screen.getByLabelText('pw'), 'abcdef')
    expect(renders).toBe(6)
  })
})
