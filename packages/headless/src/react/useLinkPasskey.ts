'use client'
import { useCallback, useMemo, useState } from 'react'
import type { LinkedAccount } from '../core/api/user'
import {
  createLoginWithPasskey,
  type LoginWithPasskeyOptions,
  type PasskeyFlowStatus,
} from '../core/auth/loginWithPasskey'
import { unlinkPasskeyAccount } from '../core/auth/unlinkPasskey'
import type { LobbyError } from '../core/errors/lobbyError'
import { toLobbyError } from '../core/errors/toLobbyError'
import { canAddPasskey } from '../core/rules/linking'
import { accountPasskeyList, sortPasskeysNewestFirst } from '../core/rules/passkeys'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLinkPasskey`; read once, when the hook mounts. */
export type UseLinkPasskeyOptions = Omit<LoginWithPasskeyOptions, 'mode' | 'getCaptchaToken'>

/** A linked passkey as the lists read it. */
export type PasskeyListItem = LinkedAccount & { credentialId: string }

/** The user's linked passkeys, newest first. */
export function passkeyAccountsOf(
  user: { linkedAccounts: readonly LinkedAccount[] } | null | undefined,
): PasskeyListItem[] {
  return sortPasskeysNewestFirst(
    (user?.linkedAccounts ?? []).filter(
      (a): a is PasskeyListItem => a.type === 'passkey' && typeof a.credentialId === 'string',
    ),
  )
}

/** What `useLinkPasskey` returns. */
export type UseLinkPasskeyReturn = {
  /** The link ceremony's state: initial, loading, success or error. */
  state: PasskeyFlowStatus
  /** The last link or unlink failure (A-8.49 to texts). */
  error: LobbyError | null
  isPending: boolean
  /** The user's passkeys, newest first. */
  passkeys: PasskeyListItem[]
  /** The account list 'Your passkeys' as it shows: the 2 newest until `expand()`. */
  accountList: {
    visible: readonly PasskeyListItem[]
    hiddenCount: number
    canExpand: boolean
    expand(): void
  }
  /** false once the user has 5 passkeys. */
  canLinkMore: boolean
  /** creates a passkey and links it to the signed-in user. */
  link(): Promise<void>
  /** unlinks a passkey; refused for one enrolled in MFA. */
  unlink(credentialId: string): Promise<void>
  reset(): void
}

/** Links and unlinks the signed-in user's passkeys. */
export function useLinkPasskey(options: UseLinkPasskeyOptions = {}): UseLinkPasskeyReturn {
  const client = useLobbyClient()
  const [flow] = useState(() => createLoginWithPasskey(client, { ...options, mode: 'link' }))
  const snapshot = useStore(flow)
  const user = useStore(client.store, (s) => s.user)
  const [unlinking, setUnlinking] = useState<{ pending: boolean; error: LobbyError | null }>({
    pending: false,
    error: null,
  })
  const unlink = useCallback(
    async (credentialId: string) => {
      setUnlinking({ pending: true, error: null })
      try {
        await unlinkPasskeyAccount(client, credentialId)
        setUnlinking({ pending: false, error: null })
      } catch (error) {
        setUnlinking({ pending: false, error: toLobbyError(error) })
      }
    },
    [client],
  )
  const [expanded, setExpanded] = useState(false)
  const expand = useCallback(() => setExpanded(true), [])
  const passkeys = useMemo(() => passkeyAccountsOf(user), [user])
  return useMemo(
    () => ({
      state: snapshot.status,
      error: unlinking.error ?? snapshot.error,
      isPending: snapshot.status === 'loading' || unlinking.pending,
      passkeys,
      accountList: { ...accountPasskeyList(passkeys, { expanded }), expand },
      canLinkMore: canAddPasskey(user),
      link: async () => {
        setUnlinking({ pending: false, error: null })
        await flow.start()
      },
      unlink,
      reset: () => {
        setUnlinking({ pending: false, error: null })
        flow.reset()
      },
    }),
    [snapshot, unlinking, passkeys, expanded, expand, user, flow, unlink],
  )
}
