import fc from 'fast-check'
import { hexToString } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  crossAppSendTransactionRequest,
  crossAppSignMessageRequest,
  crossAppSignTypedDataRequest,
} from '../../../src/core/cross-app/crossAppRequests'
import { CrossAppSignRequest } from '../../../src/core/cross-app/crossAppSign'

const target = { providerAppId: 'lobbysandboxcrossprovider', address: '0x000000000000000000000000000000000000bEEF' }

describe('cross-app request builders', () => {
  it('W-1.07 signMessage is personal_sign of the UTF-8 bytes in hex, then the address', () => {
    const request = crossAppSignMessageRequest({ ...target, message: 'héllo 👋' })
    expect(request).toMatchObject({ method: 'personal_sign', params: [expect.stringMatching(/^0x/), target.address] })
    expect(hexToString(request.params[0] as `0x${string}`)).toBe('héllo 👋')
  })

  it('behavior: any text message round-trips through the hex encoding and builds a valid request', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        const request = crossAppSignMessageRequest({ ...target, message })
        expect(CrossAppSignRequest.safeParse(request).success).toBe(true)
        expect(hexToString(request.params[0] as `0x${string}`)).toBe(message)
      }),
    )
  })

  it('W-1.07 signTypedData is eth_signTypedData_v4 with the address, then the typed data as JSON (bigints as text)', () => {
    const typedData = { types: { A: [{ name: 'n', type: 'uint256' }] }, primaryType: 'A', message: { n: 10n ** 30n } }
    const request = crossAppSignTypedDataRequest({ ...target, typedData })
    expect(request.method).toBe('eth_signTypedData_v4')
    expect(request.params[0]).toBe(target.address)
    expect(JSON.parse(request.params[1] as string)).toEqual({
      ...typedData,
      message: { n: '1000000000000000000000000000000' },
    })
  })

  it('W-1.07 sendTransaction is eth_sendTransaction from the address, quantities as 0x hex', () => {
    const request = crossAppSendTransactionRequest({
      ...target,
      transaction: { to: target.address, value: 10n ** 18n, gas: 21000, chainId: 11155111, data: '0x' },
    })
    expect(request).toEqual({
      ...target,
      method: 'eth_sendTransaction',
      params: [
        {
          from: target.address,
          to: target.address,
          data: '0x',
          value: '0xde0b6b3a7640000',
          gas: '0x5208',
          chainId: '0xaa36a7',
        },
      ],
    })
  })
})
