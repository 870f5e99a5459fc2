import type { ErrorScreen } from '../errors/errorScreens'
import type { SendTransactionState, SendTransactionStep } from './sendTransaction'

/** Which icon the send screen's heading carries: waiting, sent, failed, or none while the user reviews. */
export type SendScreenStatus = 'pending' | 'success' | 'failure' | 'review'

/** The send screen's heading for one step: its icon, the icon's label, the title and the host's description. */
export type SendScreenHeading = {
  status: SendScreenStatus
  /** The icon's accessible name: the step's own word, even where the host retitles the screen. */
  label: string
  title: string
  /** W-3.11 The host's description (review) or successDescription (success), when set. */
  description: string | undefined
}

/** The heading while nothing is on screen to approve yet: the send is being prepared. */
const PREPARING = 'Preparing'
/** The heading of the success screen when the host sets no successHeader (the spec gives none). */
const SENT = 'Transaction sent'

/**
 * W-2.27, W-2.28, W-3.11 The send screen's heading for the step the send is at: 'Preparing',
 * 'Sending', 'Waiting for confirmation', the host's success header or 'Transaction sent', the error
 * screen's title or 'Transaction failed', and the host's review title or 'Review
 * transaction' (the spec gives no texts of its own): one place, so every screen that draws a send
 * says the same.
 */
export function sendScreenHeading(view: {
  state: SendTransactionStep
  uiOptions: SendTransactionState['uiOptions']
  errorScreen?: Pick<ErrorScreen, 'title'> | null
}): SendScreenHeading {
  const { uiOptions } = view
  switch (view.state) {
    case 'idle':
    case 'preparing':
      return pending(PREPARING)
    case 'submitting':
      return pending('Sending')
    case 'confirming':
      return pending('Waiting for confirmation')
    case 'success':
    case 'closed':
      return {
        status: 'success',
        label: SENT,
        title: uiOptions.successHeader ?? SENT,
        description: uiOptions.successDescription,
      }
    case 'error': {
      const title = view.errorScreen?.title ?? 'Transaction failed'
      return { status: 'failure', label: title, title, description: undefined }
    }
    case 'awaiting_approval': {
      const title = uiOptions.transactionInfo?.title ?? 'Review transaction'
      return { status: 'review', label: title, title, description: uiOptions.description }
    }
  }
}

function pending(title: string): SendScreenHeading {
  return { status: 'pending', label: title, title, description: undefined }
}
