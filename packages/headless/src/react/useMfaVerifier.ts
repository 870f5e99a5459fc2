'use client'
import { useMemo } from 'react'
import { mfaVerifierFor } from '../core/mfa/mfaRequired'
import { useLobbyClient } from './useLobbyClient'

/**
 * The MFA verifier a screen hands its wallet action: `ownPrompt` (your dialog's
 * `useMfa().verify`), or the app's registered listener when it set `mfa.noPromptOnMfaRequired`.
 */
export function useMfaVerifier(ownPrompt: () => Promise<void>): () => Promise<void> {
  const client = useLobbyClient()
  return useMemo(() => mfaVerifierFor(client, ownPrompt), [client, ownPrompt])
}
