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

/**
 * A clean amount (as `sanitizeFundingAmount` leaves it) in the token's base units: '0.5' ether is
 * 500000000000000000 wei. Digits past the token's decimals are dropped, as no wallet can send
 * less than one base unit. Null for anything else. Ours rather than viem's `parseEther`: the
 * funding screens read it while rendering, and viem is an optional peer loaded only on demand.
 */
export function amountInBaseUnits(amount: string, decimals = 18): bigint | null {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount)) return null
  const [whole, fraction = ''] = amount.split('.')
  const scale = 10n ** BigInt(decimals)
  return BigInt(whole || '0') * scale + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
}
