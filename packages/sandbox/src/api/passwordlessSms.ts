import { errors } from '../lib/ApiError.ts'
import type { CodeLoginChannel } from './createCodeLoginRoutes.ts'

// E.164: a plus, a calling code not starting with 0, at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/

/** SMS code login, /api/v1/passwordless_sms/* (A-7.19 to A-7.22): phoneNumber, old_phone_number/new_phone_number. */
export const passwordlessSms: CodeLoginChannel = {
  channel: 'sms',
  method: 'SMS',
  flag: 'sms_auth',
  accountType: 'phone',
  detailField: 'phone_number',
  fields: {
    target: 'phoneNumber',
    updateOld: 'old_phone_number',
    updateNew: 'new_phone_number',
    unlink: 'phoneNumber',
  },
  normalise: (raw) => {
    const phone = raw.replace(/[\s().-]/g, '')
    return E164.test(phone) ? phone : null
  },
  checkTarget: (app, phone) => {
    const allowed = app.sandbox.smsAllowedCallingCodes
    // A-8.14: a region the app does not serve is refused before any code is sent.
    if (allowed && !allowed.some((prefix) => phone.startsWith(prefix))) throw errors.smsRegionNotSupported()
  },
}
