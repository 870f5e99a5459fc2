import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoginOption } from '../../src/core/rules/loginLayout'
import {
  type UseLoginMethodLayoutOptions,
  type UseLoginMethodLayoutReturn,
  useLoginMethodLayout,
} from '../../src/react/useLoginMethodLayout'

afterEach(cleanup)

const methods: LoginOption[] = ['email', 'google', 'wallet']
const walletList = ['metamask', 'rainbow'] as const

/** A bare login list: rows as buttons, view buttons open their view, a back button when allowed. */
function LoginList(props: UseLoginMethodLayoutOptions & { onRender?: () => void }) {
  const { onRender, ...options } = props
  onRender?.()
  const layout = useLoginMethodLayout(options)
  return (
    <div data-view={layout.view}>
      {layout.view !== 'default' && (
        <button type="button" onClick={layout.back}>
          Back
        </button>
      )}
      {layout.items.map((item) =>
        item.type === 'view' ? (
          <button key={item.view + item.label} type="button" onClick={() => layout.openView(item.view)}>
            {item.label}
          </button>
        ) : (
          <button key={item.type === 'field' ? 'field' : item.method} type="button">
            {item.type === 'field' ? item.methods.join(' or ') : item.method}
          </button>
        ),
      )}
    </div>
  )
}

describe('useLoginMethodLayout', () => {
  it('A-2.47 A-2.48 a view button opens its view and back returns to default', async () => {
    const user = userEvent.setup()
    render(<LoginList methods={methods} walletList={[...walletList]} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'email',
      'google',
      'Continue with a wallet',
    ])
    await user.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'metamask', 'rainbow'])
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'email',
      'google',
      'Continue with a wallet',
    ])
  })

  it("A-2.53 A-2.34 'More options' opens the overflow view of the single list", async () => {
    const user = userEvent.setup()
    const order = {
      primary: ['email', 'google', 'apple', 'github', 'discord'] as LoginOption[],
      overflow: ['tiktok'] as LoginOption[],
    }
    render(<LoginList order={order} />)
    await user.click(screen.getByRole('button', { name: 'More options' }))
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'discord', 'tiktok'])
  })

  it("A-2.50 keyed on the navigator's landingResets, the list starts again at the default view", async () => {
    const user = userEvent.setup()
    const view = render(<LoginList key={0} methods={methods} walletList={[...walletList]} />)
    await user.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(view.container.firstElementChild?.getAttribute('data-view')).toBe('web3-overflow')
    view.rerender(<LoginList key={0} methods={methods} walletList={[...walletList]} />)
    expect(view.container.firstElementChild?.getAttribute('data-view')).toBe('web3-overflow')
    view.rerender(<LoginList key={1} methods={methods} walletList={[...walletList]} />)
    expect(view.container.firstElementChild?.getAttribute('data-view')).toBe('default')
  })

  it('behavior: a view nothing leads to is ignored', () => {
    const { result } = renderHook(() => useLoginMethodLayout({ methods: ['email'] }))
    act(() => result.current.openView('web3-overflow'))
    expect(result.current.view).toBe('default')
  })

  it('behavior: equal options keep the same result and commands across renders', () => {
    const { result, rerender } = renderHook((options: UseLoginMethodLayoutOptions) => useLoginMethodLayout(options), {
      initialProps: { methods: [...methods], walletList: [...walletList] },
    })
    const first = result.current
    rerender({ methods: [...methods], walletList: [...walletList] })
    expect(result.current).toBe(first)
    expect(result.current.openView).toBe(first.openView)
    expect(result.current.back).toBe(first.back)
    rerender({ methods: ['email'], walletList: [...walletList] })
    expect(result.current).not.toBe(first)
    expect(result.current.items).toHaveLength(1)
  })

  it('behavior: the host re-renders only when the layout changes', async () => {
    const user = userEvent.setup()
    let renders = 0
    let latest: UseLoginMethodLayoutReturn | undefined
    function Host() {
      renders += 1
      latest = useLoginMethodLayout({ methods, walletList: [...walletList] })
      return (
        <button type="button" onClick={() => latest?.openView('web3-overflow')}>
          wallets
        </button>
      )
    }
    render(<Host />)
    expect(renders).toBe(1)
    act(() => latest?.back())
    act(() => latest?.openView('overflow'))
    expect(renders).toBe(1)
    await user.click(screen.getByRole('button', { name: 'wallets' }))
    expect(renders).toBe(2)
    await user.click(screen.getByRole('button', { name: 'wallets' }))
    expect(renders).toBe(2)
    act(() => latest?.back())
    expect(renders).toBe(3)
    expect(latest?.view).toBe('default')
  })
})
