/**
 * W-5.34 Cleans what the user typed into the funding amount field: digits and the first
 * decimal point are kept, everything else is dropped (so '1,5.0.3$' becomes '15.03').
 * Never throws; a non-string gives ''.
 */
export function sanitizeFundingAmount(input: unknown): string {
  if (typeof input !== 'string') return ''
  let seenPoint = false
  let out = ''
  for (const char of input) {
    if (char >= '0' && char <= '9') out += char
    else if (char === '.' && !seenPoint) {
      seenPoint = true
      out += char
    }
  }
  return out
}

/**
 * W-5.35 True when the funding options may be used: the amount is a clean amount (as
 * `sanitizeFundingAmount` leaves it) and greater than 0. Decided on the digits, so no
 * rounding can turn '0.0000000000000000001' into 0.
 */
export function canFund(amount: unknown): boolean {
  return typeof amount === 'string' && sanitizeFundingAmount(amount) === amount && /[1-9]/.test(amount)
}
