/**
 * What a validation rule returns instead of throwing: the checked value, or an issue code
 * with the text to show. Callers branch on `ok`; `issue` is stable for code, `message` is
 * the spec's wording where the spec gives one.
 */
export type RuleResult<T, I extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issue: I; readonly message: string }

/** Builds a passing `RuleResult`. */
export const pass = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value })

/** Builds a failing `RuleResult` with its issue code and message. */
export const fail = <I extends string>(
  issue: I,
  message: string,
): { readonly ok: false; readonly issue: I; readonly message: string } => ({ ok: false, issue, message })
