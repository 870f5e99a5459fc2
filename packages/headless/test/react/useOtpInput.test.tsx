import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type UseOtpInputOptions, type UseOtpInputReturn, useOtpInput } from '../../src/react/useOtpInput'

let latest: UseOtpInputReturn
let renders = 0

function Otp(props: UseOtpInputOptions) {
  renders += 1
  const otp = useOtpInput(props)
  latest = otp
  return (
    <div {...otp.getRootProps()}>
      {otp.slots.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positional
        <input key={i} {...otp.getInputProps(i)} />
      ))}
      {otp.error && <p role="alert">{otp.error}</p>}
    </div>
  )
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]
const values = () => boxes().map((box) => box.value)

afterEach(cleanup)

describe('useOtpInput', () => {
  it('A-2.21 renders six single-digit boxes for one-time codes', () => {
    render(<Otp />)
    expect(boxes()).toHaveLength(6)
    for (const box of boxes()) {
      expect(box.getAttribute('autocomplete')).toBe('one-time-code')
      expect(box.getAttribute('inputmode')).toBe('numeric')
    }
    expect(screen.getByRole('group').getAttribute('data-slot')).toBe('otp-root')
  })

  it('A-4.19 typing six digits fills the boxes, moves focus on and calls onComplete exactly once', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Otp onComplete={onComplete} />)
    await user.click(boxes()[0]!)
    await user.keyboard('123456')
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
    expect(latest.isComplete).toBe(true)
    await user.keyboard('{ArrowLeft}{ArrowRight}')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('A-5.07 a typed letter is refused with "Passcode can only be numbers"', async () => {
    const user = userEvent.setup()
    render(<Otp />)
    await user.click(boxes()[0]!)
    await user.keyboard('1a')
    expect(values()).toEqual(['1', '', '', '', '', ''])
    expect(screen.getByRole('alert').textContent).toBe('Passcode can only be numbers')
    expect(document.activeElement).toBe(boxes()[1])
    await user.keyboard('2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('A-5.09 A-5.12 paste fills across the boxes, trimmed, spaces and dashes removed', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Otp onComplete={onComplete} />)
    await user.click(boxes()[0]!)
    await user.paste(' 123-456 ')
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('A-5.08 pasting more than six digits shows "Passcode must be exactly 6 numbers"', async () => {
    const user = userEvent.setup()
    render(<Otp />)
    await user.click(boxes()[0]!)
    await user.paste('1234567')
    expect(values()).toEqual(['', '', '', '', '', ''])
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers')
  })

  it('A-5.09 an SMS autofill dropping the whole code into the first box fills all six', () => {
    const onComplete = vi.fn()
    render(<Otp onComplete={onComplete} />)
    // Autofill sets the value and fires input, which user-event cannot model.
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } })
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('A-5.11 Backspace clears the box and moves back; on an empty box it clears the one before', async () => {
    const user = userEvent.setup()
    render(<Otp />)
    await user.click(boxes()[0]!)
    await user.keyboard('123')
    expect(document.activeElement).toBe(boxes()[3])
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '2', '', '', '', ''])
    expect(document.activeElement).toBe(boxes()[2])
    await user.click(boxes()[1]!)
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '', '', '', '', ''])
    expect(document.activeElement).toBe(boxes()[0])
  })

  it('behavior: arrow keys, Home and End move focus', async () => {
    const user = userEvent.setup()
    render(<Otp />)
    await user.click(boxes()[2]!)
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(boxes()[1])
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(boxes()[3])
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(boxes()[5])
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(boxes()[0])
  })

  it('behavior: typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup()
    render(<Otp />)
    await user.click(boxes()[0]!)
    await user.keyboard('12')
    await user.click(boxes()[0]!)
    await user.keyboard('9')
    expect(values().slice(0, 2)).toEqual(['9', '2'])
  })

  it('A-4.19 a new code completed after an edit is reported again', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Otp onComplete={onComplete} />)
    await user.click(boxes()[0]!)
    await user.paste('123456')
    await user.keyboard('{Backspace}{ArrowRight}7')
    expect(onComplete.mock.calls).toEqual([['123456'], ['123457']])
  })

  it('parameters: disabled refuses input and disables the boxes', async () => {
    const user = userEvent.setup()
    render(<Otp disabled />)
    for (const box of boxes()) expect(box.disabled).toBe(true)
    await user.type(boxes()[0]!, '1')
    expect(values()[0]).toBe('')
  })

  it('parameters: autoFocus focuses the first box; reset empties the boxes', async () => {
    render(<Otp autoFocus defaultValue="12" />)
    expect(values().slice(0, 3)).toEqual(['1', '2', ''])
    expect(document.activeElement).toBe(boxes()[2])
    act(() => latest.reset())
    expect(values()).toEqual(['', '', '', '', '', ''])
    expect(document.activeElement).toBe(boxes()[0])
  })

  it('behavior: user handlers run first and preventDefault skips ours', async () => {
    const user = userEvent.setup()
    function Guarded() {
      const otp = useOtpInput()
      return (
        <input
          {...otp.getInputProps(0, {
            onKeyDown: (e) => {
              if (e.key === 'Backspace') e.preventDefault()
            },
          })}
        />
      )
    }
    render(<Guarded />)
    const box = screen.getByRole('textbox') as HTMLInputElement
    await user.click(box)
    await user.keyboard('5{Backspace}')
    expect(box.value).toBe('5')
  })

  it('A-4.19 onComplete runs once under StrictMode too', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(
      <StrictMode>
        <Otp onComplete={onComplete} />
      </StrictMode>,
    )
    await user.click(boxes()[0]!)
    await user.keyboard('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('behavior: a host ref on a box is called beside ours, and focus still moves', async () => {
    const user = userEvent.setup()
    const hostRef = createRef<HTMLInputElement>()
    function WithRef() {
      const otp = useOtpInput()
      return (
        <>
          <input {...otp.getInputProps(0, { ref: hostRef })} />
          <input {...otp.getInputProps(1)} />
        </>
      )
    }
    render(<WithRef />)
    expect(hostRef.current).toBe(boxes()[0])
    await user.click(boxes()[0]!)
    await user.keyboard('7')
    expect(document.activeElement).toBe(boxes()[1])
  })

  it('behavior: returned functions keep their identity across renders while nothing changed', () => {
    const { result, rerender } = renderHook((props: UseOtpInputOptions) => useOtpInput(props), {
      initialProps: { onComplete: () => {} },
    })
    const first = result.current
    rerender({ onComplete: () => {} })
    expect(result.current).toBe(first)
    expect(result.current.reset).toBe(first.reset)
    expect(result.current.getInputProps).toBe(first.getInputProps)
    act(() => result.current.getInputProps(0).onChange?.({ currentTarget: { value: '1' } } as never))
    expect(result.current.value).toBe('1')
    expect(result.current.reset).toBe(first.reset)
  })

  it('behavior: the host re-renders only when what the hook returns changed', async () => {
    const user = userEvent.setup()
    function Host() {
      const [, setTick] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setTick((t) => t + 1)}>
            tick
          </button>
          <Otp />
        </>
      )
    }
    render(<Host />)
    renders = 0
    await user.click(boxes()[0]!) // focus on the active box: same state
    expect(renders).toBe(0)
    await user.keyboard('1')
    expect(renders).toBe(1)
    await user.keyboard('{Backspace}{Backspace}') // second Backspace on box 0, already empty: no change
    expect(renders).toBe(2)
  })
})
