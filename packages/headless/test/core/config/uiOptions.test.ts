import { describe, expect, it } from 'vitest'
import { parseSignMessageUiOptions, parseTransactionUiOptions } from '../../../src/core/config/uiOptions'

describe('uiOptions', () => {
  it('W-3.10 a sign request takes title, description, buttonText and iconUrl', () => {
    const options = {
      title: 'Sign in',
      description: 'Proves you own it',
      buttonText: 'Sign',
      iconUrl: 'https://x/i.png',
    }
    expect(parseSignMessageUiOptions(options)).toEqual({ ok: true, value: options })
    expect(parseSignMessageUiOptions(undefined)).toEqual({ ok: true, value: {} })
  })

  it('W-3.10 an unknown or mistyped sign option is a clear error', () => {
    const unknown = parseSignMessageUiOptions({ heading: 'x' })
    expect(unknown.ok).toBe(false)
    const mistyped = parseSignMessageUiOptions({ buttonText: 3 })
    expect(mistyped).toMatchObject({ ok: false, issue: 'invalid_ui_options' })
    expect(!mistyped.ok && mistyped.message).toContain('uiOptions.buttonText')
  })

  it('W-3.11 a transaction takes transactionInfo with contractInfo, description, buttonText and success texts', () => {
    const options = {
      transactionInfo: {
        title: 'Mint',
        action: 'Mint NFT',
        actionDescription: 'One token',
        contractInfo: { imgUrl: 'https://x/c.png', imgAltText: 'Contract' },
      },
      description: 'Mint your token',
      buttonText: 'Mint',
      successHeader: 'Minted',
      successDescription: 'Your token is yours',
    }
    expect(parseTransactionUiOptions(options)).toEqual({ ok: true, value: options })
    const bad = parseTransactionUiOptions({ transactionInfo: { contractInfo: { imgUrl: 1 } } })
    expect(!bad.ok && bad.message).toContain('uiOptions.transactionInfo.contractInfo.imgUrl')
  })
})
