import { LobbyError, type UseSendTransactionReturn } from '@lobby/headless'
import type * as React from 'react'
import { SendTransactionScreen } from '@/components/lobby/screens/send-transaction-screen'
import { HASH, RECIPIENT, sendTransactionFlow } from './sendTransactionFixture'

const receipt = {
  to: RECIPIENT,
  from: RECIPIENT,
  contractAddress: null,
  transactionIndex: 0,
  root: null,
  logsBloom: '0x',
  blockHash: HASH,
  transactionHash: HASH,
  logs: [],
  blockNumber: 12n,
  confirmations: 1,
  byzantium: true,
  type: 'eip1559',
  status: 1,
  gasUsed: 21000n,
  cumulativeGasUsed: 21000n,
  effectiveGasPrice: 1n,
} as unknown as UseSendTransactionReturn['receipt']

/** The send-transaction screen in the axe gallery: approve (decoded), add funds, sending, receipt, error. */
export const sendTransactionGallery: Record<string, () => React.ReactNode> = {
  'send-transaction-screen': () => (
    <SendTransactionScreen
      flow={sendTransactionFlow({ uiOptions: { transactionInfo: { title: 'Pay Acme', action: 'Payment' } } })}
      preview={{ kind: 'erc20_transfer', token: RECIPIENT, recipient: RECIPIENT, amount: 5n, value: 0n }}
    />
  ),
  'send-transaction-screen:add-funds': () => (
    <SendTransactionScreen
      flow={sendTransactionFlow({
        canAddFunds: true,
        buttonText: 'Add funds',
        prepared: { ...sendTransactionFlow().prepared!, balance: 0n, insufficientFunds: true },
      })}
    />
  ),
  'send-transaction-screen:confirming': () => (
    <SendTransactionScreen flow={sendTransactionFlow({ state: 'confirming', hash: HASH })} />
  ),
  'send-transaction-screen:receipt': () => (
    <SendTransactionScreen flow={sendTransactionFlow({ state: 'success', hash: HASH, receipt })} />
  ),
  'send-transaction-screen:error': () => (
    <SendTransactionScreen
      flow={sendTransactionFlow({
        state: 'error',
        hash: HASH,
        error: new LobbyError('wallet_error', 'transaction_failure', 'Transaction reverted'),
        errorScreen: {
          screen: 'ERROR_SCREEN',
          inline: false,
          code: 'transaction_failure',
          title: 'Something went wrong',
          detail: 'Transaction reverted',
          cta: 'Try again',
          action: 'retry',
          retryable: true,
          blocksInput: false,
        },
      })}
    />
  ),
}
