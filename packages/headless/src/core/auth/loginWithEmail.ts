import { authenticatePasswordless, initPasswordless, linkPasswordless, updatePasswordless } from '../api/passwordless'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { isValidEmail, normalizeEmail } from '../rules/email'
import { type CodeFlow, createCodeFlow } from './codeFlow'
import { contactUpdateError } from './contactUpdate'

/** What the code is for: log in, link the email or replace `oldAddress`. */
export type EmailFlowMode = { mode?: 'login' } | { mode: 'link' } | { mode: 'update'; oldAddress: string }

/** Options of an email code flow. */
export type LoginWithEmailOptions = EmailFlowMode & {
  /** A captcha token for passwordless/init. */
  getCaptchaToken?: () => string | undefined
}

/** The email code flow (A-4.01, A-4.05; ). */
export function createLoginWithEmail(client: LobbyClient, options: LoginWithEmailOptions = {}): CodeFlow {
  const mode = options.mode ?? 'login'
  const flow = createCodeFlow({
    // the logic layer's email check, so a typo costs no request; for updates.
    validate: (email) => {
      if (!isValidEmail(email))
        return new LobbyError('client_error', 'email.invalid', `"${email}" is not a valid email address.`)
      return options.mode === 'update' ? contactUpdateError(client, 'email', options.oldAddress) : null
    },
    async sendCode(email) {
      const token = options.getCaptchaToken?.()
      await initPasswordless(client.http, token ? { email, token } : { email })
    },
    async submitCode(email, code) {
      if (mode === 'login') {
        client.completeLogin(await authenticatePasswordless(client.http, { email, code }), 'email')
        return
      }
      const token = await client.getAccessToken()
      if (options.mode === 'update') {
        await updatePasswordless(client.http, { oldAddress: options.oldAddress, newAddress: email, code }, token)
        await client.refreshUser()
        return
      }
      client.session.applyAuthResult(await linkPasswordless(client.http, { email, code }, token))
      // the new account may take a moment to show on the user.
      await client.syncUser((user) => user.linkedAccounts.some((a) => a.type === 'email' && a.address === email))
    },
  })
  return {
    ...flow,
    sendCode(email) {
      // a second login is refused before any code is sent; for links.
      if (mode === 'login' && !client.canStartLogin()) return Promise.resolve()
      if (mode === 'link') {
        try {
          client.assertCanLink('email')
        } catch (error) {
          return Promise.reject(error)
        }
      }
      return flow.sendCode(normalizeEmail(email))
    },
  }
}
