'use client'
import {
  type UseLoginWithFarcasterOptions,
  type UseLoginWithFarcasterReturn,
  useLoginWithFarcaster,
} from './useLoginWithFarcaster'

/** link: `useLoginWithFarcaster` in link mode. */
export function useLinkWithFarcaster(
  options?: Omit<UseLoginWithFarcasterOptions, 'mode'>,
): UseLoginWithFarcasterReturn {
  return useLoginWithFarcaster({ ...options, mode: 'link' })
}
