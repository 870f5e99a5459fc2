import { createStore, type Store } from '../store'
import type { SendTransactionFlow } from './sendTransaction'
import type { SignRequestFlow } from './signRequest'

/** A send or sign request waiting for the user in the modal (W-2.27, W-2.30). */
export type TransactionPrompt = { kind: 'send'; flow: SendTransactionFlow } | { kind: 'sign'; flow: SignRequestFlow }

/** W-2.27 W-2.30 The modal screen each prompt opens. */
export const TRANSACTION_PROMPT_SCREENS = {
  send: 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
  sign: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
} as const

const prompts = new WeakMap<object, Store<TransactionPrompt | null>>()

/**
 * The request the modal shows for a client: set by the send and sign hooks when a request needs
 * the user's approval, cleared when its flow closes. One at a time; a newer one replaces it.
 */
export function getTransactionPrompt(client: object): Store<TransactionPrompt | null> {
  let store = prompts.get(client)
  if (!store) {
    store = createStore<TransactionPrompt | null>(null)
    prompts.set(client, store)
  }
  return store
}

/** Shows `prompt` in the modal until its flow closes. */
export function showTransactionPrompt(client: object, prompt: TransactionPrompt): void {
  const store = getTransactionPrompt(client)
  store.setState(prompt)
  const stop = prompt.flow.subscribe(() => {
    if (prompt.flow.getSnapshot().step !== 'closed') return
    stop()
    store.setState((current) => (current?.flow === prompt.flow ? null : current))
  })
}
