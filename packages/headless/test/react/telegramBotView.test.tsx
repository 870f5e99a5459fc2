import { createSandbox, loadApps, type Sandbox } from '@lobby/sandbox'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LobbyProvider } from '../../src/react/LobbyProvider'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithTelegram } from '../../src/react/useLoginWithTelegram'
import { MemoryStorage } from '../integration/sandboxHarness'

const API_URL = 'http://sandbox.test'
let sandbox: Sandbox
beforeAll(async () => {
  const apps = loadApps()
  const allMethods = apps.find((app) => app.slug === 'all-methods')
  if (!allMethods) throw new Error('the bundled apps have no all-methods app')
  sandbox = await createSandbox({
    apps: [
      ...apps,
      {
        slug: 'telegram-no-link',
        id: 'lobbysandboxtgnolinkapp01',
        name: 'Telegram without linking',
        config: {
          ...allMethods.config,
          telegram_auth_config: {
            bot_id: '7000000002',
            bot_name: 'no_link_bot',
            link_enabled: false,
            seamless_auth_enabled: false,
          },
        },
        sandbox: { telegramBotToken: '7000000002:sandbox-telegram-bot-token-no-link-0001' },
      },
    ],
  })
}, 60_000)
afterAll(() => sandbox.close())
afterEach(cleanup)

const wrapper =
  (appId: string) =>
  ({ children }: { children: ReactNode }) => (
    <LobbyProvider
      appId={appId}
      apiUrl={API_URL}
      clientOptions={{
        fetch: async (request) => sandbox.app.fetch(request),
        storage: new MemoryStorage(),
        cookies: { cookie: '' },
        pageUrl: null,
        analytics: false,
        logger: { warn: () => undefined },
      }}
    >
      {children}
    </LobbyProvider>
  )

const render = (slug: string) =>
  renderHook(() => ({ ...useLoginWithTelegram({ seamless: false }), ready: useLobby().ready }), {
    wrapper: wrapper(sandbox.apps[slug]?.id ?? ''),
  })

describe('A-3.28 what useLoginWithTelegram tells the screens about the bot', () => {
  it("A-3.28 the app's bot_name, and linking offered when link_enabled is true", async () => {
    const { result } = render('all-methods')
    await waitFor(() => expect(result.current.botName).toBe('lobby_sandbox_bot'))
    expect(result.current.linkEnabled).toBe(true)
  })

  it('A-3.28 link_enabled false: no linking to offer, the bot still named', async () => {
    const { result } = render('telegram-no-link')
    await waitFor(() => expect(result.current.botName).toBe('no_link_bot'))
    expect(result.current.linkEnabled).toBe(false)
  })

  it('A-3.28 an app without a bot: no name, no linking', async () => {
    const { result } = render('terms-required')
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current).toMatchObject({ botName: null, linkEnabled: false })
  })
})
