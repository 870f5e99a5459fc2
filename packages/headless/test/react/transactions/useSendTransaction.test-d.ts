import { expectTypeOf } from 'vitest'
import type { TransactionRequest } from '../../../src/core/rules/transactionRequest'
import type { UseSendTransactionReturn } from '../../../src/react/useSendTransaction'

// Types only: checked by `pnpm typecheck`, never run. A host's request was `unknown`: no field
// names, no quantity types, and a typo went unnoticed until the run-time check (W-5.20).
declare const send: UseSendTransactionReturn
expectTypeOf(send.sendTransaction).parameter(0).toEqualTypeOf<TransactionRequest>()
export const typed = send.sendTransaction({ to: '0x00000000000000000000000000000000000000b0', value: 1n, chainId: 1 })
// @ts-expect-error W-5.21 chainId is a number
export const chainIdString = send.sendTransaction({ to: '0x00000000000000000000000000000000000000b0', chainId: '1' })
// @ts-expect-error a misspelt field is no field of a transaction request
export const misspelt = send.sendTransaction({ to: '0x00000000000000000000000000000000000000b0', valeu: 1n })
