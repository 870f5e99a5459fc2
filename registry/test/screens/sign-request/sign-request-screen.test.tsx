import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignRequestScreen } from '@/components/lobby/screens/sign-request-screen'
import { signRequestFlow } from './signRequestFixture'

afterEach(cleanup)

describe('SignRequestScreen', () => {
  it('W-2.30 W-3.10 shows the message with the host texts and approves', async () => {
    const approve = vi.fn()
    const close = vi.fn()
    render(
      <SignRequestScreen
        flow={signRequestFlow({
          approve,
          close,
          uiOptions: {
            title: 'Confirm login',
            description: 'Prove it is you',
            buttonText: 'Sign it',
            iconUrl: '/i.png',
          },
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Confirm login' })).toBeTruthy()
    expect(screen.getByText('Prove it is you')).toBeTruthy()
    expect(screen.getByText('Sign in to Acme')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Sign it' }))
    expect(approve).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(close).toHaveBeenCalledOnce()
  })

  it('W-2.30 typed data shows as a tree: the domain, then the message with structs opened', () => {
    render(
      <SignRequestScreen
        flow={signRequestFlow({
          method: 'eth_signTypedData_v4',
          message: null,
          typedData: {
            primaryType: 'Mail',
            domain: [{ name: 'name', type: 'string', value: 'Lobby' }],
            message: [
              { name: 'from', type: 'Person', children: [{ name: 'name', type: 'string', value: 'Cow' }] },
              { name: 'contents', type: 'string', value: 'Hello' },
            ],
          },
        })}
      />,
    )
    expect(within(screen.getByRole('list', { name: 'Domain' })).getByText('Lobby')).toBeTruthy()
    const message = screen.getByRole('list', { name: 'Message' })
    const from = within(message).getByText('from').closest('li') as HTMLElement
    expect(from.dataset.type).toBe('Person')
    expect(within(from).getByText('Cow')).toBeTruthy()
    expect(within(message).getByText('Hello')).toBeTruthy()
  })

  it("W-2.30 W-4.33 once signed it shows 'Success', and tells the modal when the flow has closed", () => {
    const onClosed = vi.fn()
    const { rerender } = render(<SignRequestScreen flow={signRequestFlow({ state: 'success' })} onClosed={onClosed} />)
    expect(screen.getByRole('heading', { name: 'Success' })).toBeTruthy()
    expect(onClosed).not.toHaveBeenCalled()
    rerender(<SignRequestScreen flow={signRequestFlow({ state: 'closed' })} onClosed={onClosed} />)
    expect(onClosed).toHaveBeenCalledOnce()
  })
})
