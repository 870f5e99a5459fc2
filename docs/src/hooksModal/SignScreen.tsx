import { type SignRequestFlow, signButtonText, signScreenHeading, useSignRequestView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/**
 * EMBEDDED_WALLET_SIGN_REQUEST_SCREEN, for the prompt a sign hook (`useSignMessage`, ...) opens in
 * the modal: the message, approve or cancel, then 'Success' until the flow closes itself, and the modal with it (W-2.30, W-4.33).
 */
export function SignScreen({ flow }: { flow: SignRequestFlow }) {
  const view = useSignRequestView(flow)
  if (view.state === 'success' || view.state === 'closed') return <StatusScreen title={view.successText} />
  const heading = signScreenHeading(view.uiOptions)
  return (
    <StatusScreen title={heading.title} detail={heading.description}>
      <pre className="whitespace-pre-wrap break-words rounded bg-neutral-100 p-2 text-sm">
        {view.message ?? view.typedData?.primaryType}
      </pre>
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error.message}
        </p>
      ) : null}
      <button type="button" className={BUTTON} disabled={view.state === 'signing'} onClick={view.approve}>
        {signButtonText(view.state, view.uiOptions)}
      </button>
      <button type="button" className="text-sm underline" onClick={view.close}>
        Cancel
      </button>
    </StatusScreen>
  )
}
