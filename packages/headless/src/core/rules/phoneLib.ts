// The parts of libphonenumber-js (with its "min" metadata) the phone rules use, in one module that
// phone.ts imports dynamically: naming them here lets bundlers drop the rest of the library
// (number finding, matchers) from the lazy chunk.
export {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
