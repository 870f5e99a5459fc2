/** W-9.35 What a fiat amount under one cent shows. */
export const USD_BELOW_ONE_CENT = '<$0.01'

/** W-9.37 What a token amount that rounds to zero shows. */
export const TOKEN_AMOUNT_NEAR_ZERO = '<0.001'

/** W-9.36 Token amounts show at most this many decimals. */
export const TOKEN_AMOUNT_DECIMALS = 6

let usd: Intl.NumberFormat | undefined

/**
 * W-9.34, W-9.35 Formats a fiat amount in US dollars with 2 decimals ('$1,234.50'); an amount
 * above 0 and under one cent shows '<$0.01', and a negative one the same with a leading '-'.
 * Input that is not a finite number (NaN, 'abc') gives '' rather than a wrong figure.
 */
export function formatUsd(value: number | string): string {
  const amount =
    typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return ''
  if (amount < 0) return `-${formatUsd(-amount)}`
  if (amount > 0 && amount < 0.01) return USD_BELOW_ONE_CENT
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  // `|| 0` turns -0 into 0: Intl would print it as '-$0.00'.
  return usd.format(amount || 0)
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
// Beyond this exponent a string is not a token amount but an attempt to allocate a huge bigint.
const MAX_EXPONENT = 1000

/**
 * W-9.36, W-9.37 Formats a token amount with at most 6 decimals, trailing zeros trimmed and no
 * grouping ('1.5', '0.000123'); an amount that rounds to zero at 6 decimals (0 included) shows
 * '<0.001'. Rounds half away from zero, exactly (decimal strings and bigints never pass through
 * floating point). A bigint is read in base units with `decimals` (default 18, as for ether).
 * Input that is not a finite amount gives ''.
 */
export function formatTokenAmount(value: number | string | bigint, options: { decimals?: number } = {}): string {
  let negative: boolean
  let units: bigint
  let scale: number
  if (typeof value === 'bigint') {
    negative = value < 0n
    units = negative ? -value : value
    const decimals = options.decimals ?? 18
    scale = Number.isFinite(decimals) ? Math.max(0, Math.min(MAX_EXPONENT, Math.trunc(decimals))) : 18
  } else {
    if (typeof value === 'number' && !Number.isFinite(value)) return ''
    const match = typeof value === 'number' || typeof value === 'string' ? DECIMAL.exec(String(value).trim()) : null
    if (!match) return ''
    const [, sign = '', intPart = '', fracPart = '', exponentText = '0'] = match
    if (intPart === '' && fracPart === '') return ''
    const exponent = Number(exponentText)
    if (exponent > MAX_EXPONENT) return ''
    negative = sign === '-'
    units = BigInt(intPart + fracPart || '0')
    scale = fracPart.length - exponent
    if (scale < 0) {
      units *= 10n ** BigInt(-scale)
      scale = 0
    }
  }
  let rounded = units
  if (scale > TOKEN_AMOUNT_DECIMALS) {
    if (scale - TOKEN_AMOUNT_DECIMALS > String(units).length) rounded = 0n
    else {
      const divisor = 10n ** BigInt(scale - TOKEN_AMOUNT_DECIMALS)
      rounded = (units + divisor / 2n) / divisor
    }
    scale = TOKEN_AMOUNT_DECIMALS
  }
  if (rounded === 0n) return TOKEN_AMOUNT_NEAR_ZERO
  const digits = String(rounded).padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * W-9.36, W-9.37 A token amount with its symbol ('0.5 ETH'), as the send, transfer and funding
 * screens show it; a zero amount shows '<0.001 ETH' as any amount rounding to zero does.
 */
export function formatTokenAmountWithSymbol(
  value: number | string | bigint,
  symbol: string,
  options: { decimals?: number } = {},
): string {
  return `${formatTokenAmount(value, options)} ${symbol}`
}
