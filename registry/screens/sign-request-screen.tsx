'use client'
import {
  type SignRequestFlow,
  signButtonText,
  signScreenHeading,
  type TypedDataNode,
  type UseSignRequestReturn,
  useSignRequestView,
} from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `SignRequestScreen`. */
export type SignRequestScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The sign flow (`useSignMessage`, `useSignTypedData` or `useSolanaSignMessage`). */
  flow: Pick<
    UseSignRequestReturn,
    'state' | 'method' | 'message' | 'typedData' | 'uiOptions' | 'error' | 'successText' | 'approve' | 'close'
  >
  /** Called once the flow has closed (after 'Success', or on cancel), so the modal can close too. */
  onClosed?: () => void
}

/** Typed data as nested lists: a struct or array opens into its fields. */
function Tree({ nodes, label }: { nodes: TypedDataNode[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1 border-lobby-muted border-l pl-3">
      {nodes.map((node) => (
        <li key={node.name} data-type={node.type}>
          <span className="text-lobby-muted-foreground">{node.name}</span>
          {node.children ? (
            <Tree nodes={node.children} />
          ) : (
            <>
              {': '}
              <code className="break-all font-mono">{node.value}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: the message (or typed data as a tree) to approve, then
 * 'Success' until the flow closes itself after 1400 ms (W-2.30, W-3.10, W-4.33).
 */
export function SignRequestScreen({ flow, onClosed, className, ...props }: SignRequestScreenProps) {
  const { state, uiOptions } = flow
  const onClosedRef = React.useRef(onClosed)
  onClosedRef.current = onClosed
  React.useEffect(() => {
    if (state === 'closed') onClosedRef.current?.()
  }, [state])
  const section = (children: React.ReactNode) => (
    <section
      data-slot="sign-request-screen"
      data-state={state}
      data-method={flow.method ?? undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {children}
    </section>
  )
  if (state === 'success' || state === 'closed') {
    return section(
      <div aria-live="polite" className="contents">
        <ScreenHeader media={<StatusIcon status="success" label={flow.successText} />} title={flow.successText} />
      </div>,
    )
  }
  const heading = signScreenHeading(uiOptions)
  return section(
    <>
      <ScreenHeader
        media={uiOptions.iconUrl ? <img src={uiOptions.iconUrl} alt="" className="size-12 rounded" /> : undefined}
        title={heading.title}
        description={heading.description}
      />
      {flow.typedData ? (
        <div data-slot="typed-data" className="flex max-h-64 flex-col gap-3 overflow-auto text-sm">
          <p className="font-medium">{flow.typedData.primaryType}</p>
          {flow.typedData.domain.length > 0 ? <Tree nodes={flow.typedData.domain} label="Domain" /> : null}
          <Tree nodes={flow.typedData.message} label="Message" />
        </div>
      ) : (
        <pre
          data-slot="sign-message"
          className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-lobby-muted p-3 text-sm"
        >
          {flow.message}
        </pre>
      )}
      <Alert>{flow.error?.message}</Alert>
      <Button disabled={state === 'signing'} onClick={flow.approve}>
        {signButtonText(state, uiOptions)}
      </Button>
      <Button variant="secondary" onClick={flow.close}>
        Cancel
      </Button>
    </>,
  )
}

/** The sign screen for a prompt the modal shows (W-2.30): the flow's view, and the close handed back after 'Success'. */
export function SignRequestPrompt({ flow, onClosed }: { flow: SignRequestFlow; onClosed?: () => void }) {
  const view = useSignRequestView(flow)
  return <SignRequestScreen flow={view} {...(onClosed && { onClosed })} />
}
