import type { Navigator, PasskeyAccount } from '@lobby/headless'
import { LinkPasskeyScreen } from '@/components/lobby/screens/link-passkey-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('LINK_PASSKEY_SCREEN')
const STATES = ['two passkeys', 'none yet'] as const
const PASSKEYS: PasskeyAccount[] = [
  {
    credentialId: 'docs-a',
    verifiedAt: new Date('2026-11-02T10:00:00Z'),
    authenticatorName: 'iCloud Keychain',
    createdWithBrowser: 'Safari',
    createdWithOs: 'macOS',
  },
  {
    credentialId: 'docs-b',
    verifiedAt: new Date('2026-10-12T10:00:00Z'),
    authenticatorName: 'Google Password Manager',
    createdWithBrowser: 'Chrome',
    createdWithOs: 'Android',
  },
]

/** LINK_PASSKEY_SCREEN: the passkeys linked so far and a button to add one. */
export function Example() {
  return (
    <ScreenExample
      screen="LINK_PASSKEY_SCREEN"
      open={open}
      states={STATES}
      render={(state) => <LinkPasskeyScreen passkeys={state === 'none yet' ? [] : PASSKEYS} onLink={() => undefined} />}
    />
  )
}
