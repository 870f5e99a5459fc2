import { describe, expect, it } from 'vitest'
import { validateWalletOrigin } from '../../../src/core/rules/walletOrigin'

describe('validateWalletOrigin', () => {
  it.each([
    'https://app.example.com',
    'https://203.0.113.5:8443/path',
    'http://localhost:5173',
    'http://app.localhost',
    'http://127.0.0.1:3000',
    'http://127.1.2.3',
    'http://[::1]:8080',
  ])('W-5.26 allows the embedded wallet on %s', (url) => {
    expect(validateWalletOrigin(url).ok).toBe(true)
  })

  it.each([
    'http://app.example.com',
    'http://203.0.113.5',
    'http://localhost.example.com',
    'http://128.0.0.1',
    // A public name that starts like a loopback address is not one.
    'http://127.0.0.1.evil.com',
    'http://127.0.0.1.nip.io:3000',
    'http://evil127.0.0.1',
    'file:///index.html',
    'not a url',
  ])('W-5.26 refuses the embedded wallet on %s', (url) => {
    expect(validateWalletOrigin(url)).toMatchObject({ ok: false, issue: 'wallet.insecure_origin' })
  })
})
