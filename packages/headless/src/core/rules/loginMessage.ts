/** The login message is cut to this many characters. */
export const LOGIN_MESSAGE_MAX_LENGTH = 100

/**
 * The app's optional login message cut to 100 characters (counted in code points, so an
 * emoji is never split in half); null when there is none.
 */
export function truncateLoginMessage(message: string | null | undefined): string | null {
  if (typeof message !== 'string' || message === '') return null
  return Array.from(message).slice(0, LOGIN_MESSAGE_MAX_LENGTH).join('')
}
