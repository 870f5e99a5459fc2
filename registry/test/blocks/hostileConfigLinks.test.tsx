import { createNavigator } from '@lobby/headless'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'
import { API_URL, type SandboxHost, startSandboxHost } from '../sandboxHost'

let host: SandboxHost
beforeAll(async () => {
  host = await startSandboxHost()
}, 60_000)
afterAll(() => host.close())
afterEach(() => {
  cleanup()
  host.sandbox.faults.clear()
})

/** Makes the sandbox answer the app's config with `changes` over the real one (a tampered backend). */
async function tamperConfig(slug: string, changes: Record<string, unknown>) {
  const appId = host.sandbox.apps[slug]?.id ?? ''
  const real = (await (await host.sandbox.app.fetch(new Request(`${API_URL}/api/v1/apps/${appId}`))).json()) as object
  host.sandbox.faults.add({ route: `/api/v1/apps/${appId}`, method: 'GET', body: { ...real, ...changes } })
}

describe('config links from a tampered server config', () => {
  it('attack: A-8.08 A-8.09 a javascript: allowlist link is never rendered: the rejection screen keeps its texts without it', async () => {
    await tamperConfig('allowlist', {
      logo_url: 'javascript:alert(1)',
      allowlist_config: {
        error_title: 'Invite only',
        cta_text: 'Request access',
        cta_link: 'javascript:alert(document.cookie)',
      },
    })
    const navigator = createNavigator({})
    const { Host } = host
    render(
      <Host slug="allowlist">
        <LobbyModal navigator={navigator} />
      </Host>,
    )
    act(() => navigator.open('LANDING'))
    const email = `uninvited-${Date.now()}@example.com`
    await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 5000 }), `${email}{Enter}`)
    await screen.findByText(`Please check ${email} for a code.`, {}, { timeout: 5000 })
    const boxes = within(screen.getByRole('group', { name: 'Confirmation code' })).getAllByRole('textbox')
    boxes[0]?.focus()
    await userEvent.paste(await host.latestCode(email))
    expect(await screen.findByRole('heading', { name: 'Invite only' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Request access' })).toBeNull()
    expect(document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')).toHaveLength(0)
  })
})
