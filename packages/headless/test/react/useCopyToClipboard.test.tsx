import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCopyToClipboard } from '../../src/react/useCopyToClipboard'

// Testing Library waits on a zero timer after each event; it advances fake timers only
// through a global `jest`, so lend it vitest's clock.
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function CopyButton({ text, address = false, onRender }: { text: string; address?: boolean; onRender?: () => void }) {
  onRender?.()
  const { copy, feedbackText } = useCopyToClipboard({ feedback: address ? 'address' : 'copied' })
  return (
    <button type="button" onClick={() => void copy(text)}>
      {feedbackText ?? 'Copy'}
    </button>
  )
}

describe('useCopyToClipboard', () => {
  it("W-4.53 a click copies the text and shows 'Copied' for 1.5 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<CopyButton text="0xabc" />)
    await user.click(screen.getByRole('button'))
    await expect(navigator.clipboard.readText()).resolves.toBe('0xabc')
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it("W-4.54 an address copy shows 'Copied Address' for 2.5 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<CopyButton text="0xabc" address />)
    await user.click(screen.getByRole('button'))
    expect(screen.getByRole('button').textContent).toBe('Copied Address')
    act(() => vi.advanceTimersByTime(2499))
    expect(screen.getByRole('button').textContent).toBe('Copied Address')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('W-4.53 copying again restarts the 1.5 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<CopyButton text="a" />)
    await user.click(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(1000))
    await user.click(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('behavior: a refused clipboard resolves false and shows no feedback', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    const spy = vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    const { result } = renderHook(() => useCopyToClipboard())
    let ok = true
    await act(async () => {
      ok = await result.current.copy('x')
    })
    expect(ok).toBe(false)
    expect(result.current.isCopied).toBe(false)
    spy.mockRestore()
  })

  it('behavior: copy keeps its identity and the host re-renders only when the feedback changes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let renders = 0
    const { rerender } = render(<CopyButton text="a" onRender={() => renders++} />)
    const { result, rerender: rerenderHook } = renderHook(() => useCopyToClipboard())
    const first = result.current.copy
    rerenderHook()
    expect(result.current.copy).toBe(first)
    expect(renders).toBe(1)
    await user.click(screen.getByRole('button'))
    expect(renders).toBe(2)
    act(() => vi.advanceTimersByTime(1000))
    expect(renders).toBe(2)
    act(() => vi.advanceTimersByTime(500))
    expect(renders).toBe(3)
    rerender(<CopyButton text="a" onRender={() => renders++} />)
    expect(renders).toBe(4)
  })
})
