'use client'
import {
  canPressApprove,
  ERROR_TEXTS,
  erc20AmountText,
  formatTokenAmountWithSymbol,
  type PreviewAbis,
  type SendTransactionFlow,
  sendScreenHeading,
  type TransactionPreview,
  type UseSendTransactionReturn,
  useSendTransactionView,
  useTransactionPreview,
} from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `SendTransactionScreen`. */
export type SendTransactionScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The send flow (`useSendTransaction`). */
  flow: Pick<
    UseSendTransactionReturn,
    | 'state'
    | 'request'
    | 'prepared'
    | 'uiOptions'
    | 'canAddFunds'
    | 'buttonText'
    | 'hash'
    | 'receipt'
    | 'error'
    | 'errorScreen'
    | 'approve'
    | 'retry'
    | 'addFunds'
    | 'close'
  >
  /** The decoded transaction (`useTransactionPreview().preview`), when known. */
  preview?: TransactionPreview | null
}

const amount = (wei: bigint | null | undefined, symbol: string) =>
  wei === null || wei === undefined ? '—' : formatTokenAmountWithSymbol(wei, symbol)

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-lobby-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium">{children}</dd>
    </div>
  )
}

/** What the calldata does, in words: ERC-20 transfer and approve, or a decoded call and its arguments. */
function PreviewRows({ preview }: { preview: TransactionPreview }) {
  switch (preview.kind) {
    case 'erc20_transfer':
      return (
        <>
          <Row label="Action">Token transfer</Row>
          <Row label="Recipient">{preview.recipient}</Row>
          <Row label="Token amount">{erc20AmountText(preview)}</Row>
        </>
      )
    case 'erc20_approve':
      return (
        <>
          <Row label="Action">Token approval</Row>
          <Row label="Spender">{preview.spender}</Row>
          <Row label="Allowance">{erc20AmountText(preview)}</Row>
        </>
      )
    case 'contract_call':
      return (
        <>
          <Row label="Function">{preview.functionName}</Row>
          {preview.args.map((arg) => (
            <Row key={arg.name} label={arg.name}>
              {arg.value}
            </Row>
          ))}
        </>
      )
    case 'unknown_call':
      return <Row label="Function">{preview.selector}</Row>
    case 'deployment':
      return <Row label="Action">Contract deployment</Row>
    case 'native_transfer':
      return null
  }
}

/**
 * EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: review (with the decoded call) and approve, or 'Add
 * funds' when funds are short; then the receipt, or the error with its code, message, hash and
 * retry (W-2.27 to W-2.29, W-3.11, W-4.28 to W-4.31).
 */
export function SendTransactionScreen({ flow, preview, className, ...props }: SendTransactionScreenProps) {
  const { state, prepared, uiOptions } = flow
  const symbol = prepared?.chain.nativeCurrency.symbol ?? 'ETH'
  const info = uiOptions.transactionInfo
  const hash = flow.hash ? (
    <code data-slot="transaction-hash" className="break-all font-mono text-xs">
      {flow.hash}
    </code>
  ) : null
  const section = (children: React.ReactNode) => (
    <section
      data-slot="send-transaction-screen"
      data-state={state}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {children}
    </section>
  )

  const heading = sendScreenHeading(flow)
  if (heading.status === 'pending') {
    return section(
      <div aria-live="polite" className="contents">
        <ScreenHeader
          media={<StatusIcon status="pending" label={heading.label} />}
          title={heading.title}
          description={hash}
        />
      </div>,
    )
  }
  if (heading.status === 'success') {
    return section(
      <>
        <ScreenHeader
          media={<StatusIcon status="success" label={heading.label} />}
          title={heading.title}
          description={heading.description}
        />
        <dl data-slot="transaction-receipt" className="flex flex-col gap-2 text-sm">
          <Row label="Transaction hash">{hash}</Row>
          {flow.receipt ? <Row label="Block">{flow.receipt.blockNumber.toString()}</Row> : null}
          {flow.receipt ? <Row label="Gas used">{flow.receipt.gasUsed.toString()}</Row> : null}
        </dl>
        <Button onClick={flow.close}>Close</Button>
      </>,
    )
  }
  if (heading.status === 'failure') {
    const screen = flow.errorScreen
    return section(
      <>
        <ScreenHeader media={<StatusIcon status="failure" label={heading.label} />} title={heading.title} />
        <Alert>{flow.error?.message}</Alert>
        <dl data-slot="transaction-error" className="flex flex-col gap-2 text-sm">
          <Row label="Code">
            <code data-slot="error-code">{flow.error?.code}</code>
          </Row>
          {hash ? <Row label="Transaction hash">{hash}</Row> : null}
        </dl>
        <Button onClick={flow.retry}>{screen?.cta || ERROR_TEXTS.tryAgain}</Button>
        <Button variant="secondary" onClick={flow.close}>
          Close
        </Button>
      </>,
    )
  }
  return section(
    <>
      <ScreenHeader
        media={
          info?.contractInfo?.imgUrl ? (
            <img src={info.contractInfo.imgUrl} alt={info.contractInfo.imgAltText ?? ''} className="size-12 rounded" />
          ) : undefined
        }
        title={heading.title}
        description={heading.description}
      />
      {info?.action || info?.actionDescription ? (
        <p className="text-sm">
          <span className="font-medium">{info.action}</span> {info.actionDescription}
        </p>
      ) : null}
      <dl data-slot="transaction-details" className="flex flex-col gap-2 text-sm">
        {flow.request?.to ? <Row label="To">{flow.request.to}</Row> : null}
        {preview ? <PreviewRows preview={preview} /> : null}
        <Row label="Amount">{amount(flow.request?.value ?? 0n, symbol)}</Row>
        <Row label="Network fee (max)">{amount(prepared?.maxFee, symbol)}</Row>
        <Row label="Total">{amount(prepared?.total, symbol)}</Row>
        {prepared ? <Row label="Network">{prepared.chain.name}</Row> : null}
      </dl>
      <Alert>{flow.error?.message}</Alert>
      <Button
        data-action={flow.canAddFunds ? 'add-funds' : 'approve'}
        disabled={!canPressApprove(flow)}
        onClick={flow.canAddFunds ? flow.addFunds : flow.approve}
      >
        {flow.buttonText}
      </Button>
      <Button variant="secondary" onClick={flow.close}>
        Cancel
      </Button>
    </>,
  )
}

/** Props of `SendTransactionPrompt`. */
export type SendTransactionPromptProps = {
  /** The send flow a `TransactionPrompt` holds (started by `useSendTransaction`). */
  flow: SendTransactionFlow
  /** Host ABIs for the decoded preview; ERC-20 is built in. */
  abis?: PreviewAbis
  /** Called once the flow has closed, so the modal closes too. */
  onClosed?: () => void
}

/** The send screen for a prompt the modal shows (W-2.27): its view, the decoded call, and the close handed back. */
export function SendTransactionPrompt({ flow, abis, onClosed }: SendTransactionPromptProps) {
  const view = useSendTransactionView(flow)
  const { preview } = useTransactionPreview({
    transaction: view.request,
    chain: view.prepared?.chain ?? null,
    ...(abis && { abis }),
  })
  const onClosedRef = React.useRef(onClosed)
  onClosedRef.current = onClosed
  React.useEffect(() => {
    if (view.state === 'closed') onClosedRef.current?.()
  }, [view.state])
  return <SendTransactionScreen flow={view} preview={preview} />
}
