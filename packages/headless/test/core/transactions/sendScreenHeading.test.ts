import { describe, expect, it } from 'vitest'
import { sendScreenHeading } from '../../../src/core/transactions/sendScreenHeading'

describe('sendScreenHeading', () => {
  it('W-2.27 each waiting step names itself, with no description', () => {
    for (const [state, title] of [
      ['idle', 'Preparing'],
      ['preparing', 'Preparing'],
      ['submitting', 'Sending'],
      ['confirming', 'Waiting for confirmation'],
    ] as const) {
      expect(sendScreenHeading({ state, uiOptions: {} })).toEqual({
        status: 'pending',
        label: title,
        title,
        description: undefined,
      })
    }
  })

  it("W-3.11 the review shows the host's transactionInfo.title and description, else 'Review transaction'", () => {
    expect(
      sendScreenHeading({
        state: 'awaiting_approval',
        uiOptions: { transactionInfo: { title: 'Buy the hat' }, description: 'One hat.' },
      }),
    ).toEqual({ status: 'review', label: 'Buy the hat', title: 'Buy the hat', description: 'One hat.' })
    expect(sendScreenHeading({ state: 'awaiting_approval', uiOptions: {} })).toMatchObject({
      title: 'Review transaction',
      description: undefined,
    })
  })

  it("W-2.28 W-3.11 the receipt's heading is the host's successHeader and successDescription, its icon still 'Transaction sent'", () => {
    const uiOptions = { successHeader: 'Hat bought', successDescription: 'It ships tomorrow.' }
    for (const state of ['success', 'closed'] as const) {
      expect(sendScreenHeading({ state, uiOptions })).toEqual({
        status: 'success',
        label: 'Transaction sent',
        title: 'Hat bought',
        description: 'It ships tomorrow.',
      })
    }
    expect(sendScreenHeading({ state: 'success', uiOptions: {} }).title).toBe('Transaction sent')
  })

  it("W-2.28 A-8.04 the error heading is the error screen's title ('Insufficient balance'), else 'Transaction failed'", () => {
    expect(
      sendScreenHeading({ state: 'error', uiOptions: {}, errorScreen: { title: 'Insufficient balance' } }),
    ).toEqual({
      status: 'failure',
      label: 'Insufficient balance',
      title: 'Insufficient balance',
      description: undefined,
    })
    expect(sendScreenHeading({ state: 'error', uiOptions: {}, errorScreen: null }).title).toBe('Transaction failed')
  })
})
