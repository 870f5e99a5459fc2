import { createNavigator, LobbyProvider, loadPhoneRules } from '@lobby/headless'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'
// The sandbox module itself, not its index: the index also loads the wallet-frame bundler, whose file
// URLs cannot resolve under happy-dom.
import { createSandbox, type Sandbox } from '../../../../packages/sandbox/src/createSandbox.ts'

const ADDRESS = '0x00000000000000000000000000000000000a11ce'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await createSandbox({ name: 'registry funding tests' })
}, 60_000)
afterAll(() => sandbox?.close())
afterEach(cleanup)

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function renderModal(funding: React.ComponentProps<typeof LobbyModal>['funding']) {
  const navigator = createNavigator({ standalone: true })
  render(
    <LobbyProvider
      appId={sandbox.apps['all-methods']!.id}
      apiUrl="http://sandbox.test"
      clientOptions={{
        fetch: async (request) => sandbox.app.fetch(request),
        storage: storage(),
        cookies: { cookie: '' },
        pageUrl: null,
        analytics: false,
        logger: { warn: () => undefined },
      }}
    >
      <LobbyModal navigator={navigator} standalone funding={funding} />
    </LobbyProvider>,
  )
  act(() => navigator.open('LANDING'))
  act(() => navigator.open('FUNDING_METHOD_SELECTION_SCREEN'))
  return navigator
}

const transport = () => ({
  onRampBPayBaseUrl: 'http://sandbox.test/_emulators/onramp-b/pay',
  signOnRamp: vi.fn(),
  getOnRampTransaction: vi.fn(),
  initOnRampB: vi.fn(),
  getOnRampBStatus: vi.fn(),
  openTab: vi.fn(() => true),
  openPopup: vi.fn(() => true),
  sendFromExternalWallet: vi.fn(),
  getExternalWallet: vi.fn(async () => ({ address: ADDRESS, balances: [] })),
  quoteBridge: vi.fn(),
  sendBridgeTransaction: vi.fn(),
  getTokenPrice: vi.fn(async () => ({ usd: 3000 })),
  getBalance: vi.fn(async () => 0n),
})

describe('lobby-modal: the funding screens', () => {
  it('W-2.33 W-4.34 a funding screen opened on the navigator loads the funding flow in the block, and a method goes on', async () => {
    renderModal({
      address: ADDRESS,
      chain: { id: 1 },
      methods: ['moonpay', 'external'],
      amount: '0.1',
      transport: transport(),
    })
    const list = await screen.findByRole('list', { name: 'Funding methods' }, { timeout: 10_000 })
    expect(list.closest('[data-slot="lobby-modal"]')?.getAttribute('data-screen')).toBe(
      'FUNDING_METHOD_SELECTION_SCREEN',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send to your address' }))
    expect(await screen.findByText(ADDRESS)).toBeTruthy()
  })

  it('W-2.44 opened from the send screen, the manual screen back button closes funding and the modal goes back', async () => {
    const onClose = vi.fn()
    const navigator = renderModal({
      address: ADDRESS,
      chain: { id: 1 },
      methods: ['moonpay'],
      amount: '0.1',
      openedFrom: 'SEND_TRANSACTION_SCREEN',
      transport: transport(),
      onClose,
    })
    await screen.findByRole('heading', { name: 'Buy with card' }, { timeout: 10_000 })
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send to your address' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(onClose).toHaveBeenCalledWith({ returnTo: 'SEND_TRANSACTION_SCREEN' })
    expect(navigator.getSnapshot().screen?.name).toBe('LANDING')
    // The landing screen loads the phone rules lazily: let that finish inside the test.
    await loadPhoneRules()
  })
})
