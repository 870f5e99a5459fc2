import {
  canPressApprove,
  ERROR_TEXTS,
  formatTokenAmountWithSymbol,
  type SendTransactionFlow,
  sendScreenHeading,
  useSendTransactionView,
} from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/**
 * EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN, for the prompt `useSendTransaction` opens in the modal:
 * review and approve (or 'Add funds'; with funding off, short funds say so and keep Approve off),
 * the waiting steps, then the receipt or the error with its code and retry (W-2.27 to W-2.29,
 * W-4.31, W-8.42). The flow closes the modal itself when it ends.
 */
export function SendScreen({ flow }: { flow: SendTransactionFlow }) {
  const view = useSendTransactionView(flow)
  const heading = sendScreenHeading(view)
  const symbol = view.prepared?.chain.nativeCurrency.symbol ?? 'ETH'
  const hash = view.hash ? <code className="break-all text-xs">{view.hash}</code> : null
  const close = (
    <button type="button" className="text-sm underline" onClick={view.close}>
      {heading.status === 'review' ? 'Cancel' : 'Close'}
    </button>
  )
  if (heading.status === 'pending')
    return (
      <div aria-live="polite">
        <StatusScreen title={heading.title} detail={hash} />
      </div>
    )
  if (heading.status === 'success')
    return (
      <StatusScreen title={heading.title} detail={heading.description}>
        {hash}
        {close}
      </StatusScreen>
    )
  if (heading.status === 'failure')
    return (
      <StatusScreen title={heading.title} detail={view.error?.message}>
        <p className="text-sm">
          Code: <code data-slot="error-code">{view.error?.code}</code>
        </p>
        {hash}
        <button type="button" className={BUTTON} onClick={view.retry}>
          {view.errorScreen?.cta || ERROR_TEXTS.tryAgain}
        </button>
        {close}
      </StatusScreen>
    )
  return (
    <StatusScreen title={heading.title} detail={heading.description}>
      <dl className="text-sm">
        {view.request?.to ? <dd className="break-all">To {view.request.to}</dd> : null}
        <dd>Amount {formatTokenAmountWithSymbol(view.request?.value ?? 0n, symbol)}</dd>
        {view.prepared ? <dd>Total {formatTokenAmountWithSymbol(view.prepared.total, symbol)}</dd> : null}
      </dl>
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className={BUTTON}
        disabled={!canPressApprove(view)}
        onClick={view.canAddFunds ? view.addFunds : view.approve}
      >
        {view.buttonText}
      </button>
      {close}
    </StatusScreen>
  )
}
