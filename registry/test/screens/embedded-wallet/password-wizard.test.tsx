import { LobbyProvider, usePasswordWizard } from '@lobby/headless'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { passwordWizardProps } from '@/components/lobby/screens/embedded-wallet-flow'
import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'

afterEach(cleanup)

const memory = new Map<string, string>()
// The wizard needs a provider but no server: with onSubmit given it never calls the API or the frame.
const offline = {
  fetch: async () => new Response('{}', { status: 503 }),
  storage: {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  },
  cookies: { cookie: '' },
  pageUrl: null,
  analytics: false,
  logger: { warn: () => undefined },
}

/** The create screen driven by the real wizard hook, as the block wires it; `onSubmit` stands in for the frame. */
function Wizard({
  onSubmit,
  userStarted,
}: {
  onSubmit: (password: string) => Promise<unknown>
  userStarted?: boolean
}) {
  const wizard = usePasswordWizard({ onSubmit, userStarted })
  return <EmbeddedWalletPasswordCreateScreen {...passwordWizardProps(wizard)} />
}

function renderWizard(props: Parameters<typeof Wizard>[0]) {
  return render(
    <LobbyProvider appId="lobbysandboxallmethods001" apiUrl="http://sandbox.test" clientOptions={offline}>
      <Wizard {...props} />
    </LobbyProvider>,
  )
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const heading = () => screen.getByRole('heading').textContent

async function reachFinalStep(password: string) {
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(button('Continue'))
  await userEvent.click(button('Continue'))
  await userEvent.type(screen.getByLabelText('Confirm password'), password)
  await userEvent.click(button('Continue'))
}

describe('password wizard screens on usePasswordWizard', () => {
  it("W-2.22 W-2.23 W-2.25 W-5.05 W-5.13 W-5.14 set, save, confirm, then 'I understand' gates 'Set Password'", async () => {
    const onSubmit = vi.fn(async () => undefined)
    renderWizard({ onSubmit })
    expect(heading()).toBe('Set a recovery password')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Password'), 'abc')
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Password'), 'DEF-123')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(button('Continue'))

    expect(heading()).toBe('Save your password')
    expect(screen.getByText('abcDEF-123')).toBeTruthy()
    await userEvent.click(button('Continue'))

    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcDEF-12')
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Confirm password'), '3')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(button('Continue'))

    expect(button('Set Password').disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }))
    expect(button('Set Password').disabled).toBe(false)
    await userEvent.click(button('Set Password'))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('abcDEF-123')
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy()
  })

  it('W-4.25 Back returns to the step before, keeping the password', async () => {
    renderWizard({ onSubmit: async () => undefined })
    await userEvent.type(screen.getByLabelText('Password'), 'abcDEF-123')
    await userEvent.click(button('Continue'))
    await userEvent.click(button('Back'))
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('abcDEF-123')
  })

  it('W-2.26 W-4.27 Cancel shows only when the user started the wizard', async () => {
    const { unmount } = renderWizard({ onSubmit: async () => undefined })
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    unmount()
    renderWizard({ onSubmit: async () => undefined, userStarted: true })
    expect(button('Cancel')).toBeTruthy()
  })

  it("W-2.24 a failed 'Set Password' reads 'Something went wrong' with the detail", async () => {
    renderWizard({
      onSubmit: async () => {
        throw new Error('frame down')
      },
    })
    await reachFinalStep('abcDEF-123')
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }))
    await userEvent.click(button('Set Password'))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
  })

  it('W-2.22 W-2.26 the update splash goes on, with Cancel only when the user started it', async () => {
    const onContinue = vi.fn()
    const { rerender } = render(<EmbeddedWalletPasswordUpdateSplashScreen onContinue={onContinue} />)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    await userEvent.click(button('Continue'))
    expect(onContinue).toHaveBeenCalledOnce()
    rerender(<EmbeddedWalletPasswordUpdateSplashScreen onContinue={onContinue} onCancel={() => {}} />)
    expect(button('Cancel')).toBeTruthy()
  })
})
