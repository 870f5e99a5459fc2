import { describe, expect, it } from 'vitest'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { providerErrorNumber, shouldAddChain, toProviderError } from '../../../src/core/errors/providerErrors'

describe('EIP-1193 provider errors', () => {
  it('W-8.13 4001 is a rejection: The user rejected the request', () => {
    const error = toProviderError({ code: 4001, message: 'MetaMask Tx Signature: User denied.' })
    expect(error).toMatchObject({
      kind: 'provider_error',
      code: 'user_rejected_request',
      shortMessage: 'The user rejected the request',
      rpcCode: 4001,
    })
    expect(errorScreenFor({ code: 4001, message: 'x' }).detail).toBe('The user rejected the request')
  })

  it('W-8.14 4900 means disconnected', () => {
    expect(toProviderError({ code: 4900 }).code).toBe('disconnected')
  })

  it('W-8.15 4901 means unsupported chain', () => {
    expect(toProviderError({ code: 4901 }).code).toBe('unsupported_chain')
  })

  it('W-8.16 4902 means the chain is missing: the chain is then added', () => {
    const raw = { code: 4902, message: 'Unrecognized chain ID' }
    expect(toProviderError(raw).code).toBe('chain_not_added')
    expect(shouldAddChain(raw)).toBe(true)
    expect(shouldAddChain(toProviderError(raw))).toBe(true)
    expect(errorScreenFor(raw).action).toBe('add_chain')
    expect(shouldAddChain({ code: 4001 })).toBe(false)
  })

  it('W-8.17 -32002 means a pending request', () => {
    expect(toProviderError({ code: -32002 }).code).toBe('request_pending')
  })

  it('W-8.18 32603 and -32603 both mean an internal error', () => {
    expect(toProviderError({ code: 32603 })).toMatchObject({ code: 'internal_error', rpcCode: -32603 })
    expect(toProviderError({ code: -32603 }).code).toBe('internal_error')
    expect(providerErrorNumber({ code: 32603 })).toBe(-32603)
  })

  it('behavior: 4100 and 4200 from EIP-1193 are known too', () => {
    expect(toProviderError({ code: 4100 }).code).toBe('unauthorized')
    expect(toProviderError({ code: 4200 }).code).toBe('unsupported_method')
  })

  it('behavior: an unknown code keeps the provider message; a LobbyError passes through', () => {
    expect(toProviderError({ code: -32000, message: 'header not found' })).toMatchObject({
      code: 'provider_error',
      shortMessage: 'header not found',
      rpcCode: -32000,
    })
    const ours = new LobbyError('client_error', 'x', 'y')
    expect(toProviderError(ours)).toBe(ours)
    expect(providerErrorNumber(null)).toBeUndefined()
    expect(providerErrorNumber({ code: '4001' })).toBeUndefined()
  })
})
