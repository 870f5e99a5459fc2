'use client'
import { type UseLoginWithSiweOptions, type UseLoginWithSiweReturn, useLoginWithSiwe } from './useLoginWithSiwe'

/** link: `useLoginWithSiwe` in link mode. */
export function useLinkWithSiwe(options?: Omit<UseLoginWithSiweOptions, 'mode'>): UseLoginWithSiweReturn {
  return useLoginWithSiwe({ ...options, mode: 'link' })
}
