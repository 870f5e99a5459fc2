import { describe, expect, it } from 'vitest'
import { validateSignMessage, validateSolanaSignMessage } from '../../../src/core/rules/signMessage'

describe('sign message', () => {
  it('W-5.27 accepts a non-empty string', () => {
    expect(validateSignMessage('Hello')).toEqual({ ok: true, value: 'Hello' })
  })

  it.each([[''], [undefined], [null], [42], [{}]])(
    "W-5.27 refuses %j with 'Message must be a non-empty string'",
    (m) => {
      expect(validateSignMessage(m)).toEqual({
        ok: false,
        issue: 'sign.empty_message',
        message: 'Message must be a non-empty string',
      })
    },
  )

  it('W-5.28 Solana signMessage needs a string message', () => {
    expect(validateSolanaSignMessage('hi').ok).toBe(true)
    expect(validateSolanaSignMessage(new Uint8Array([1])).ok).toBe(false)
    expect(validateSolanaSignMessage(undefined).ok).toBe(false)
  })
})
