import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import type { OnRampBSession, OnRampBStatus, OnRampSignRequest } from './fundingTransport'
import { WireTokenPrice } from './tokenPrice'

/**
 * W-7.20 The card on-ramp A signing answer. The signed URL is opened in a new tab (W-2.46): a
 * javascript: or data: URL would run in a window of the app's own origin, so only http(s) is taken.
 */
export const WireOnRampSigned = z.looseObject({
  signedUrl: z.string().check(z.url({ protocol: /^https?$/ })),
  externalTransactionId: z.string().check(z.minLength(1)),
})

/** W-3.24, W-7.22 The card on-ramp B session, as the init call answers it. */
export const WireOnRampBSession = z.looseObject({
  app_id: z.string(),
  session_token: z.string(),
  partner_user_id: z.string().check(z.minLength(1)),
})

/** W-7.23 The card on-ramp B status answer; anything but success reads as still in progress (W-4.43). */
export const WireOnRampBStatus = z.looseObject({
  status: z.string(),
  failure_reason: z.optional(z.nullable(z.string())),
})

/** The `/api/v1` calls of funding (W-7.20, W-7.22, W-7.23, W-7.26), each parsed with its schema. */
export type FundingApi = {
  /** W-7.20 POST plugins/moonpay_on_ramp/sign. */
  signOnRamp(request: OnRampSignRequest): Promise<{ signedUrl: string; externalTransactionId: string }>
  /** W-7.22 POST funding/coinbase_on_ramp/init. */
  initOnRampB(request: {
    addresses: ReadonlyArray<{ address: string; blockchains: string[] }>
  }): Promise<OnRampBSession>
  /** W-7.23 GET funding/coinbase_on_ramp/status?partnerUserId={id}. */
  getOnRampBStatus(partnerUserId: string): Promise<OnRampBStatus>
  /** W-7.26 GET token_price?chainId={id}&tokenSymbol={symbol}. */
  getTokenPrice(request: { chainId: number; tokenSymbol: string }): Promise<{ usd: number }>
}

/** The funding calls of `/api/v1` over the client's http (W-7.20, W-7.22, W-7.23, W-7.26). */
export function createFundingApi(http: HttpClient): FundingApi {
  return {
    signOnRamp: (request) =>
      http.request({ path: 'plugins/moonpay_on_ramp/sign', body: request, schema: WireOnRampSigned, idempotent: true }),
    async initOnRampB(request) {
      const session = await http.request({
        path: 'funding/coinbase_on_ramp/init',
        body: { addresses: request.addresses },
        schema: WireOnRampBSession,
      })
      return { appId: session.app_id, sessionToken: session.session_token, partnerUserId: session.partner_user_id }
    },
    async getOnRampBStatus(partnerUserId) {
      const answer = await http.request({
        path: `funding/coinbase_on_ramp/status?partnerUserId=${encodeURIComponent(partnerUserId)}`,
        method: 'GET',
        schema: WireOnRampBStatus,
      })
      if (answer.status === 'success') return 'success'
      // A purchase that ended without funds names why; other reasons read as still running, so the
      // poll limit (timed_out) ends them.
      if (
        answer.status === 'failed' &&
        (answer.failure_reason === 'user_exited' || answer.failure_reason === 'unsupported_chain')
      )
        return answer.failure_reason
      return 'in_progress'
    },
    getTokenPrice: ({ chainId, tokenSymbol }) =>
      http.request({
        path: `token_price?chainId=${chainId}&tokenSymbol=${encodeURIComponent(tokenSymbol)}`,
        method: 'GET',
        schema: WireTokenPrice,
      }),
  }
}
