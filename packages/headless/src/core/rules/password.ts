/** W-5.01: shortest recovery password, in characters. */
export const PASSWORD_MIN_LENGTH = 6

/** W-5.01: the text for a password under six characters. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters'

/** W-5.02: the symbols a recovery password may use besides letters and digits (the trailing '.' included). */
export const PASSWORD_SYMBOLS = '!@#$%^&*()-_+.'

/** W-5.13: the text when the confirmation differs from the password. */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match'

/** W-5.06: words in a generated recovery password. */
export const GENERATED_PASSWORD_WORDS = 4

/** W-5.10: a strength label. */
export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong'

/** W-5.07..W-5.12: a password's strength. */
export type PasswordStrength = Readonly<{
  /** The spec's score, clamped to 0..1. */
  score: number
  /** 'Strong' above 0.9, 'Medium' above 0.5, else 'Weak'; always 'Weak' for an invalid password. */
  label: PasswordStrengthLabel
  /** How full to draw the strength bar, 0.01..1. */
  bar: number
}>

// "Letters" is read as the ASCII letters: the allowed set is spelled out character by character
// for symbols, and a recovery password must be typeable again on any keyboard years later.
const ALLOWED = /^[A-Za-z0-9!@#$%^&*()\-_+.]$/

/** W-5.03: how an offending character is named in the message: a space as SPACE. */
const shown = (char: string): string => (char === ' ' ? 'SPACE' : char)

/** W-5.03: the text naming the offending characters, each once, in order of first use. */
export function invalidCharactersMessage(offenders: readonly string[]): string {
  return `Invalid characters used ( ${offenders.map(shown).join(' ')} )`
}

/** The characters of `password` outside W-5.02's set, each once, in order of first use (code points, not UTF-16 halves). */
export function invalidPasswordCharacters(password: string): string[] {
  return [...new Set([...password].filter((char) => !ALLOWED.test(char)))]
}

/**
 * A recovery password's error text, or null when it is valid: at least 6 characters (W-5.01),
 * then only letters, digits and !@#$%^&*()-_+. (W-5.02, W-5.03). Length is counted in characters
 * (code points). A non-string counts as empty.
 */
export function validateRecoveryPassword(password: string): string | null {
  const value = typeof password === 'string' ? password : ''
  if ([...value].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE
  const offenders = invalidPasswordCharacters(value)
  return offenders.length > 0 ? invalidCharactersMessage(offenders) : null
}

/** W-5.13: 'Passwords do not match' unless the confirmation equals the password exactly. */
export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORDS_DO_NOT_MATCH_MESSAGE
}

/** W-5.14: the confirm step's Continue is enabled only for a valid password whose confirmation matches it. */
export function isPasswordConfirmed(password: string, confirmation: string): boolean {
  return validateRecoveryPassword(password) === null && validatePasswordConfirmation(password, confirmation) === null
}

/** W-5.16, W-2.20: a password recovery attempt needs a non-empty value (it is not trimmed: spaces are characters). */
export function canAttemptPasswordRecovery(password: string): boolean {
  return typeof password === 'string' && password.length > 0
}

const CLASSES: ReadonlyArray<{ test: RegExp; size: number }> = [
  { test: /[a-z]/, size: 26 },
  { test: /[A-Z]/, size: 26 },
  { test: /[0-9]/, size: 10 },
  { test: /[!@#$%^&*()\-_+.]/, size: PASSWORD_SYMBOLS.length },
]

/** W-5.07 + W-5.08: classes present (lowercase, uppercase, digit, symbol) / 3, capped at 1; 0 under 8 characters. */
export function passwordVariety(password: string): number {
  if ([...password].length < 8) return 0
  const present = CLASSES.filter((c) => c.test.test(password)).length
  return Math.min(present / 3, 1)
}

/**
 * W-5.09's "entropy", which the spec leaves undefined. Read as the brute-force estimate in bits:
 * length x log2(pool), where the pool is the sum of the sizes of the character classes present
 * (26 lowercase, 26 uppercase, 10 digits, 14 symbols). So 'abcdefgh' is 8 x log2(26) = 37.6 bits
 * and a 12-character mix of all four classes is 12 x log2(76) = 75 bits. Only valid passwords are
 * scored, so every character falls in one of the four classes.
 */
export function passwordEntropyBits(password: string): number {
  const pool = CLASSES.reduce((sum, c) => (c.test.test(password) ? sum + c.size : sum), 0)
  return pool === 0 ? 0 : [...password].length * Math.log2(pool)
}

/** W-5.10: 'Strong' above 0.9, 'Medium' above 0.5, else 'Weak'. */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score > 0.9) return 'Strong'
  if (score > 0.5) return 'Medium'
  return 'Weak'
}

/** W-5.12: the strength bar never shows less than 0.01. */
export const PASSWORD_BAR_MINIMUM = 0.01

/**
 * W-5.07..W-5.12: score = (0.3 x variety + entropy / 95) / 2, clamped to 0..1 (entropy as
 * `passwordEntropyBits`). An invalid password scores 0 and is 'Weak' (W-5.11); the bar shows at least 0.01.
 */
export function passwordStrength(password: string): PasswordStrength {
  const value = typeof password === 'string' ? password : ''
  const score =
    validateRecoveryPassword(value) === null
      ? Math.min(Math.max((0.3 * passwordVariety(value) + passwordEntropyBits(value) / 95) / 2, 0), 1)
      : 0
  return { score, label: passwordStrengthLabel(score), bar: Math.max(score, PASSWORD_BAR_MINIMUM) }
}

/**
 * W-5.06: a random recovery password of 4 words from a 2048-word list (44 bits), drawn with
 * `crypto.getRandomValues`, capitalised and joined by '-' so it always passes W-5.01/W-5.02. The word
 * list is imported on the first call, so it costs nothing until a password is generated.
 */
export async function generateRecoveryPassword(): Promise<string> {
  const { PASSWORD_WORDS } = await import('./passwordWords')
  const random = new Uint32Array(GENERATED_PASSWORD_WORDS)
  globalThis.crypto.getRandomValues(random)
  // 2^32 is a multiple of 2048, so the remainder is uniform: no modulo bias.
  return Array.from(random, (n) => {
    const word = PASSWORD_WORDS[n % PASSWORD_WORDS.length]!
    return word[0]!.toUpperCase() + word.slice(1)
  }).join('-')
}
