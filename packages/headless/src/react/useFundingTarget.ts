'use client'
import { useMemo } from 'react'
import { type FundingTarget, type FundingTargetInput, fundingTarget } from '../core/funding/fundingTarget'
import { useLobby } from './useLobby'

/** The wallet and chain a funding request funds, its gaps filled from the signed-in user and the app (W-3.19). */
export function useFundingTarget(input: FundingTargetInput): FundingTarget {
  const { user, config } = useLobby()
  const { address, chain, chains, walletName, networkName } = input
  return useMemo(
    () => fundingTarget({ user, config }, { address, chain, chains, walletName, networkName }),
    [user, config, address, chain, chains, walletName, networkName],
  )
}
