// @vitest-environment node
import type { SandboxAppDefinition } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNavigator } from '../../../../src/core/modal/navigator'
import { finishWalletCreated } from '../../../../src/core/wallet/flow/walletCreatedStep'
import { getWalletSession } from '../../../../src/core/wallet/walletSession'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../../../integration/sandboxHarness'
import { newEmail } from '../walletTestClient'

/** An app whose funding settings ask for funding once the wallet is made (W-3.16), or not. */
const fundingApp = (slug: string, id: string, funding: Record<string, unknown>): SandboxAppDefinition => ({
  slug,
  id,
  name: slug,
  config: {
    email_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
    funding_config: {
      default_recommended_amount: '0.05',
      default_recommended_currency: { chain: 'eip155:1' },
      ...funding,
    },
  },
  sandbox: {},
})

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness({
    apps: [
      fundingApp('prompts', 'lobbysandboxpromptfunding', {
        methods: ['moonpay', 'external'],
        prompt_funding_on_wallet_creation: true,
      }),
      fundingApp('quiet', 'lobbysandboxquietfunding1', {
        methods: ['moonpay', 'external'],
        prompt_funding_on_wallet_creation: false,
      }),
      fundingApp('no-methods', 'lobbysandboxnomethodsfund', { methods: [], prompt_funding_on_wallet_creation: true }),
    ],
  })
}, 60_000)
afterAll(() => h.close())

/** The modal on EMBEDDED_WALLET_CREATED_SCREEN for a user of `slug`, once the created screen is done. */
async function finishOn(slug: string) {
  const client = await loginByEmail(h, h.client({ appId: h.appId(slug) }), newEmail(slug))
  const nav = createNavigator()
  nav.open('EMBEDDED_WALLET_CREATED_SCREEN')
  // The modal shows its screen 15 ms after it is set.
  await vi.waitFor(() => expect(nav.getSnapshot().isOpen).toBe(true))
  finishWalletCreated(getWalletSession(client), nav)
  return nav.getSnapshot()
}

describe('EMBEDDED_WALLET_CREATED_SCREEN done', () => {
  it('W-3.16 W-2.13 with promptFundingOnWalletCreation the created screen gives way to the funding method selection', async () => {
    const state = await finishOn('prompts')
    expect(state.isOpen).toBe(true)
    expect(state.screen?.name).toBe('FUNDING_METHOD_SELECTION_SCREEN')
  })

  it('W-2.13 without it, or with no funding method, the modal closes', async () => {
    expect((await finishOn('quiet')).isOpen).toBe(false)
    expect((await finishOn('no-methods')).isOpen).toBe(false)
  })
})
