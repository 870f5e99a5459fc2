import type { User } from '../../api/user'
import type { CodeFlow } from '../../auth/codeFlow'
import { createLoginWithEmail } from '../../auth/loginWithEmail'
import { createLoginWithSms } from '../../auth/loginWithSms'
import type { LobbyClient } from '../../client'
import type { ScreenName } from '../screens'

/** What a change sub-flow does: link a new email or phone, or replace the user's current one. */
export type ChangeSpec = { kind: 'email' | 'phone'; mode: 'link' | 'update'; current: string | null }

/** A running link or update sub-flow. */
export type ChangeFlow = ChangeSpec & { flow: CodeFlow }

const CHANGE_SCREENS: Partial<Record<ScreenName, Pick<ChangeSpec, 'kind' | 'mode'>>> = {
  LINK_EMAIL_SCREEN: { kind: 'email', mode: 'link' },
  UPDATE_EMAIL_SCREEN: { kind: 'email', mode: 'update' },
  LINK_PHONE_SCREEN: { kind: 'phone', mode: 'link' },
  UPDATE_PHONE_SCREEN: { kind: 'phone', mode: 'update' },
}

/**
 * the sub-flow a screen runs, null for other screens. An update replaces the
 * user's current address or number; a user without one links instead.
 */
export function changeSpecFor(screen: ScreenName, user: User | null): ChangeSpec | null {
  const found = CHANGE_SCREENS[screen]
  if (!found) return null
  const current = found.kind === 'email' ? (user?.email?.address ?? null) : (user?.phone?.number ?? null)
  return found.mode === 'update' && current ? { ...found, current } : { kind: found.kind, mode: 'link', current: null }
}

/** Starts the code flow of a change sub-flow. */
export function createChangeFlow(client: LobbyClient, spec: ChangeSpec): ChangeFlow {
  const update = spec.mode === 'update' && spec.current
  const flow =
    spec.kind === 'email'
      ? createLoginWithEmail(client, update ? { mode: 'update', oldAddress: update } : { mode: 'link' })
      : createLoginWithSms(client, update ? { mode: 'update', oldPhoneNumber: update } : { mode: 'link' })
  return { ...spec, flow }
}
