import { authenticateSms, initSms, linkSms, updateSms } from '../api/sms'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { type CodeFlow, createCodeFlow } from './codeFlow'
import { contactUpdateError } from './contactUpdate'

/** What the code is for: log in, link the number or replace `oldPhoneNumber`. */
export type SmsFlowMode = { mode?: 'login' } | { mode: 'link' } | { mode: 'update'; oldPhoneNumber: string }

/** Options of an SMS code flow. */
export type LoginWithSmsOptions = SmsFlowMode & {
  /** A captcha token for passwordless_sms/init. */
  getCaptchaToken?: () => string | undefined
}

/** The SMS code flow (A-4.01, A-4.05; ); numbers are qualified (`+1 555...`, A-3.21). */
export function createLoginWithSms(client: LobbyClient, options: LoginWithSmsOptions = {}): CodeFlow {
  const mode = options.mode ?? 'login'
  const flow = createCodeFlow({
    // The number's validity per country is the phone field's; here only its shape, so
    // a call from plain JS with nothing usable fails clearly instead of reaching the server.
    validate: (phoneNumber) => {
      if (!phoneNumber.startsWith('+'))
        return new LobbyError(
          'client_error',
          'phone.invalid',
          `"${phoneNumber}" is not a phone number with its calling code, such as +1 555 010 0000.`,
        )
      // an update that cannot succeed sends no code to the new number.
      return options.mode === 'update' ? contactUpdateError(client, 'phone', options.oldPhoneNumber) : null
    },
    async sendCode(phoneNumber) {
      const token = options.getCaptchaToken?.()
      await initSms(client.http, token ? { phoneNumber, token } : { phoneNumber })
    },
    async submitCode(phoneNumber, code) {
      if (mode === 'login') {
        client.completeLogin(await authenticateSms(client.http, { phoneNumber, code }), 'sms')
        return
      }
      const token = await client.getAccessToken()
      if (options.mode === 'update') {
        await updateSms(
          client.http,
          { old_phone_number: options.oldPhoneNumber, new_phone_number: phoneNumber, code },
          token,
        )
        await client.refreshUser()
        return
      }
      client.session.applyAuthResult(await linkSms(client.http, { phoneNumber, code }, token))
      await client.syncUser((user) => user.linkedAccounts.some((a) => a.type === 'phone'))
    },
  })
  return {
    ...flow,
    sendCode(phoneNumber) {
      if (mode === 'login' && !client.canStartLogin()) return Promise.resolve()
      if (mode === 'link') {
        try {
          client.assertCanLink('phone')
        } catch (error) {
          return Promise.reject(error)
        }
      }
      return flow.sendCode(typeof phoneNumber === 'string' ? phoneNumber.trim() : '')
    },
  }
}
