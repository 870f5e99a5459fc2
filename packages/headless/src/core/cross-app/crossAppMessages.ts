import * as z from 'zod/mini'

/**
 * W-7.36 The provider's name, prefixed to every popup message type. W-3.02 reads the name as
 * 'privy'; message types are upper snake case, so the prefix is 'PRIVY'.
 */
export const CROSS_APP_MESSAGE_PREFIX = 'PRIVY'

/** W-7.36 The popup's success reply type: `{ type, result }`. */
export const CROSS_APP_ACTION_RESPONSE = `${CROSS_APP_MESSAGE_PREFIX}_CROSS_APP_ACTION_RESPONSE` as const
/** W-7.36 The popup's error reply type: `{ type, error }`. */
export const CROSS_APP_ACTION_ERROR = `${CROSS_APP_MESSAGE_PREFIX}_CROSS_APP_ACTION_ERROR` as const
/**
 * W-7.35 The popup's token action type: `{ type, action: 'set', token }` or `{ type, action: 'clear' }`.
 * The spec names the actions but not the type; ours follows the two it does name.
 */
export const CROSS_APP_ACTION_TOKEN = `${CROSS_APP_MESSAGE_PREFIX}_CROSS_APP_ACTION_TOKEN` as const

/** A reply posted by the signature popup (W-7.35), parsed: it comes from another window. */
export const CrossAppMessage = z.union([
  z.looseObject({ type: z.literal(CROSS_APP_ACTION_RESPONSE), result: z.unknown() }),
  z.looseObject({
    type: z.literal(CROSS_APP_ACTION_ERROR),
    error: z.union([z.string(), z.looseObject({ message: z.string() })]),
  }),
  z.looseObject({
    type: z.literal(CROSS_APP_ACTION_TOKEN),
    action: z.literal('set'),
    token: z.string().check(z.minLength(1)),
  }),
  z.looseObject({ type: z.literal(CROSS_APP_ACTION_TOKEN), action: z.literal('clear') }),
])
/** A parsed popup reply. */
export type CrossAppMessage = z.infer<typeof CrossAppMessage>

/** Parses posted data as a popup reply; null for anything else (other scripts post messages too). */
export function parseCrossAppMessage(data: unknown): CrossAppMessage | null {
  const parsed = CrossAppMessage.safeParse(data)
  return parsed.success ? parsed.data : null
}

/**
 * W-7.37, A-8.47 True when a reply's origin is this page's own: the popup answers from the
 * callback URL on the requesting page's origin, so parent and child origins must match.
 * The opaque origin 'null' never matches.
 */
export function isSameOrigin(messageOrigin: string, parentOrigin: string): boolean {
  return messageOrigin !== 'null' && messageOrigin === parentOrigin
}

/**
 * W-7.37, A-8.47 True when a reply may be trusted: it comes from the provider app's page the
 * popup was opened at (which posts only to the callback URL's origin), or from this page's own
 * origin (a reply relayed by the callback page). The opaque origin 'null' never matches.
 */
export function isTrustedReplyOrigin(
  messageOrigin: string,
  expected: { pageOrigin: string; providerOrigin: string | null },
): boolean {
  return (
    isSameOrigin(messageOrigin, expected.pageOrigin) ||
    (expected.providerOrigin !== null && isSameOrigin(messageOrigin, expected.providerOrigin))
  )
}
