'use client'
import { useContext } from 'react'
import type { LobbyClient } from '../core/client'
import { LobbyError } from '../core/errors/lobbyError'
import { LobbyContext } from './LobbyProvider'

/** The nearest provider's client; throws a coded error outside a `LobbyProvider`. */
export function useLobbyClient(): LobbyClient {
  const client = useContext(LobbyContext)
  if (!client) {
    throw new LobbyError('client_error', 'provider_missing', 'Lobby hooks must be used inside <LobbyProvider>.', {
      nextStep: 'Wrap your app in <LobbyProvider appId=... apiUrl=...>.',
    })
  }
  return client
}
