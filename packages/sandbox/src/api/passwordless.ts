import type { CodeLoginChannel } from './createCodeLoginRoutes.ts'

// A pragmatic address check (A-5.01's standard pattern); the client validates first.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Email code login, /api/v1/passwordless/* (A-7.15 to A-7.18): email, oldAddress/newAddress, address. */
export const passwordlessEmail: CodeLoginChannel = {
  channel: 'email',
  method: 'email',
  flag: 'email_auth',
  accountType: 'email',
  detailField: 'address',
  fields: { target: 'email', updateOld: 'oldAddress', updateNew: 'newAddress', unlink: 'address' },
  normalise: (raw) => {
    const email = raw.trim().toLowerCase()
    return email.length <= 320 && EMAIL.test(email) ? email : null
  },
}
