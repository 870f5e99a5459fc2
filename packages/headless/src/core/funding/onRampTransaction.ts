import * as z from 'zod/mini'
import { FUNDING_TEXT } from './fundingText'

/** Card on-ramp A transaction statuses (W-3.23); 'none' is ours, for "no answer yet" (W-4.38). */
export type OnRampStatus = 'none' | 'pending' | 'waitingAuthorization' | 'completed' | 'failed' | 'serviceFailure'

/**
 * W-3.23: the status is written both waitingAuthorization and awaitingAuthorization; both are
 * read as one status. Unknown values are kept out rather than guessed at.
 */
const status = z.pipe(
  z.enum(['pending', 'failed', 'completed', 'waitingAuthorization', 'awaitingAuthorization', 'serviceFailure']),
  z.transform(
    (value): Exclude<OnRampStatus, 'none'> => (value === 'awaitingAuthorization' ? 'waitingAuthorization' : value),
  ),
)

const amount = z.optional(z.nullable(z.number()))

/** Card on-ramp A transaction as its public transactions endpoint answers it (W-3.22, W-3.23). */
export const OnRampTransaction = z.looseObject({
  status,
  paymentMethod: z.optional(z.nullable(z.string())),
  cardPaymentType: z.optional(z.nullable(z.string())),
  currency: z.optional(z.nullable(z.looseObject({ code: z.string() }))),
  baseCurrencyAmount: amount,
  quoteCurrencyAmount: amount,
  feeAmount: amount,
  extraFeeAmount: amount,
  networkFeeAmount: amount,
})
/** A parsed card on-ramp A transaction. */
export type OnRampTransaction = z.infer<typeof OnRampTransaction>

/** What the status screen shows for a card on-ramp A status (W-4.38 to W-4.40, W-4.42). */
export type OnRampStatusView =
  | { kind: 'spinner' }
  | { kind: 'processing'; text: typeof FUNDING_TEXT.processingPayment }
  | { kind: 'success' }
  | { kind: 'failure' }

const VIEWS = {
  spinner: { kind: 'spinner' },
  processing: { kind: 'processing', text: FUNDING_TEXT.processingPayment },
  success: { kind: 'success' },
  failure: { kind: 'failure' },
} as const satisfies Record<string, OnRampStatusView>

/**
 * Maps a card on-ramp A status to its screen: spinner, 'Processing payment', success or failure
 * (W-4.38 to W-4.40). The same status always gives the same object, so views compare by identity.
 */
export function onRampStatusView(value: OnRampStatus): OnRampStatusView {
  switch (value) {
    case 'none':
    case 'pending':
      return VIEWS.spinner
    case 'waitingAuthorization':
      return VIEWS.processing
    case 'completed':
      return VIEWS.success
    case 'failed':
    case 'serviceFailure':
      return VIEWS.failure
  }
}
