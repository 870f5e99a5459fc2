import type { CountryCode } from 'libphonenumber-js/min'

/** An ISO 3166-1 alpha-2 country code that has phone metadata ('US', 'GB', ...). */
export type PhoneCountryCode = CountryCode

/** the phone country when the app config sets none (intl.defaultCountry). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'US'

/** a country of the dropdown: its code, its calling code (shown as +callcode) and its English name. */
export type PhoneCountry = Readonly<{ code: PhoneCountryCode; callingCode: string; name: string }>

/** the phone input's value. */
export type PhoneInputValue = Readonly<{
  /** The digits the user typed, without formatting. */
  rawPhoneNumber: string
  /** '+callcode number', e.g. '+1 2133734253' (national number without a trunk prefix when it parses). */
  qualifiedPhoneNumber: string
  /** The chosen country. */
  countryCode: PhoneCountryCode
  /** True when the number is valid for the chosen country. */
  isValid: boolean
}>

/** The phone rules once their metadata has loaded. */
export type PhoneRules = Readonly<{
  /** Every country with phone metadata, sorted by English name. */
  countries: readonly PhoneCountry[]
  /** True for a code `countries` contains. */
  isSupportedCountry(code: string): code is PhoneCountryCode
  /** `digits` formatted as typed for `country` ('2133734' -> '(213) 373-4'). */
  format(digits: string, country: PhoneCountryCode): string
  /** the input's value for `digits` in `country`. */
  parse(digits: string, country: PhoneCountryCode): PhoneInputValue
}>

/** Longest number kept: E.164 allows 15 digits, plus a national trunk prefix. */
export const PHONE_MAX_DIGITS = 17

let loaded: PhoneRules | null = null
let loading: Promise<PhoneRules> | null = null

/** The phone rules if they have loaded already, else null (synchronous, for a first render). */
export function getLoadedPhoneRules(): PhoneRules | null {
  return loaded
}

/**
 * Loads the phone rules (libphonenumber-js with its "min" metadata, about 30 kB gzip) on first
 * use and caches them. Kept behind a dynamic import so only apps that show a phone field pay for it.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phoneLib').then((lib) => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null
    const countries = lib
      .getCountries()
      .map((code) => ({ code, callingCode: lib.getCountryCallingCode(code), name: names?.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    const rules: PhoneRules = {
      countries,
      isSupportedCountry: (code): code is PhoneCountryCode => lib.isSupportedCountry(code),
      format: (digits, country) => new lib.AsYouType(country).input(phoneDigits(digits)),
      parse(digits, country) {
        const raw = phoneDigits(digits)
        const callingCode = lib.getCountryCallingCode(country)
        const parsed = raw ? lib.parsePhoneNumberFromString(raw, country) : undefined
        const national = parsed && parsed.countryCallingCode === callingCode ? parsed.nationalNumber : raw
        return {
          rawPhoneNumber: raw,
          qualifiedPhoneNumber: `+${callingCode} ${national}`,
          countryCode: country,
          isValid: raw !== '' && lib.isValidPhoneNumber(raw, country),
        }
      },
    }
    loaded = rules
    return rules
  })
  return loading
}

/** The digits of a typed phone number, at most PHONE_MAX_DIGITS of them (NFKC, so full-width digits count). */
export function phoneDigits(text: string): string {
  if (typeof text !== 'string') return ''
  return text
    .normalize('NFKC')
    .replace(/[^0-9]/g, '')
    .slice(0, PHONE_MAX_DIGITS)
}

/**
 * the digits after an edit of the formatted text. Deleting only a formatting character
 * ('(213) 3' -> '(213)3') would be undone by the next format, so it deletes the digit before it.
 */
export function phoneDigitsAfterEdit(previousText: string, nextText: string): string {
  const before = phoneDigits(previousText)
  const after = phoneDigits(nextText)
  return nextText.length < previousText.length && after === before ? after.slice(0, -1) : after
}
