import { isValidEmail, normalizeEmail } from '@lobby/headless/core'
import type { CodeLoginChannel } from './createCodeLoginRoutes.ts'

/** Email code login, /api/v1/passwordless/* (A-7.15 to A-7.18): email, oldAddress/newAddress, address. */
export const passwordlessEmail: CodeLoginChannel = {
  channel: 'email',
  method: 'email',
  flag: 'email_auth',
  accountType: 'email',
  detailField: 'address',
  fields: { target: 'email', updateOld: 'oldAddress', updateNew: 'newAddress', unlink: 'address' },
  // A-5.01: the client's own check, so an address one side accepts the other never refuses.
  normalise: (raw) => (isValidEmail(raw) ? normalizeEmail(raw).toLowerCase() : null),
}
