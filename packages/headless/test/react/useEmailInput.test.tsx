import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type UseEmailInputOptions, useEmailInput } from '../../src/react/useEmailInput'

afterEach(cleanup)

let renders = 0
function EmailForm(props: UseEmailInputOptions) {
  renders += 1
  const field = useEmailInput(props)
  return (
    <>
      <input aria-label="email" {...field.getInputProps()} />
      <button {...field.getSubmitProps()}>Submit</button>
    </>
  )
}

const submitButton = () => screen.getByRole('button') as HTMLButtonElement

describe('useEmailInput', () => {
  it('A-5.01 A-5.02 submit is disabled while the email is invalid', async () => {
    const user = userEvent.setup()
    render(<EmailForm />)
    expect(submitButton().disabled).toBe(true)
    await user.type(screen.getByLabelText('email'), 'ada@example')
    expect(submitButton().disabled).toBe(true)
    await user.type(screen.getByLabelText('email'), '.com')
    expect(submitButton().disabled).toBe(false)
  })

  it('A-2.40 Enter submits the trimmed address', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<EmailForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('email'), '  ada@example.com {Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com')
  })

  it('A-2.40 A-5.02 Enter on an invalid address does not submit', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<EmailForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('email'), 'ada{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('A-5.02 submit is disabled while submitting and a second Enter sends nothing', async () => {
    let finish!: () => void
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const user = userEvent.setup()
    render(<EmailForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('email'), 'ada@example.com{Enter}{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(submitButton().disabled).toBe(true)
    await act(async () => finish())
    expect(submitButton().disabled).toBe(false)
  })

  it('A-5.02 a flow that tracks its own request disables submit through isSubmitting', () => {
    render(<EmailForm defaultValue="ada@example.com" isSubmitting />)
    expect(submitButton().disabled).toBe(true)
  })

  it('behavior: functions keep their identity across renders; the host renders once per keystroke', async () => {
    const { result, rerender } = renderHook((props: UseEmailInputOptions) => useEmailInput(props), {
      initialProps: { onSubmit: () => {} },
    })
    const first = result.current
    rerender({ onSubmit: () => {} })
    expect(result.current).toBe(first)
    act(() => result.current.setValue('a'))
    expect(result.current.submit).toBe(first.submit)
    expect(result.current.setValue).toBe(first.setValue)

    const user = userEvent.setup()
    render(<EmailForm />)
    renders = 0
    await user.type(screen.getByLabelText('email'), 'abc')
    expect(renders).toBe(3)
  })
})
