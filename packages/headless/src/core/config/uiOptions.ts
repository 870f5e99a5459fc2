import * as z from 'zod/mini'
import { fail, pass, type RuleResult } from '../rules/ruleResult'

const text = z.optional(z.string())

/** W-3.10 The schema of a sign request's uiOptions. */
export const SignMessageUiOptionsSchema = z.strictObject({
  title: text,
  description: text,
  buttonText: text,
  iconUrl: text,
})

/** W-3.10 What a host may set on a sign request's screen: title, description, buttonText, iconUrl. */
export type SignMessageUiOptions = z.infer<typeof SignMessageUiOptionsSchema>

/** W-3.11 The schema of a transaction's uiOptions. */
export const TransactionUiOptionsSchema = z.strictObject({
  transactionInfo: z.optional(
    z.strictObject({
      title: text,
      action: text,
      actionDescription: text,
      contractInfo: z.optional(z.strictObject({ imgUrl: text, imgAltText: text })),
    }),
  ),
  description: text,
  buttonText: text,
  successHeader: text,
  successDescription: text,
})

/** W-3.11 What a host may set on a transaction's screens, from the approval to the success screen. */
export type TransactionUiOptions = z.infer<typeof TransactionUiOptionsSchema>

const check = <T>(schema: z.ZodMiniType<T>, input: unknown, name: string): RuleResult<T, 'invalid_ui_options'> => {
  const parsed = schema.safeParse(input ?? {})
  if (parsed.success) return pass(parsed.data)
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${name}.${issue.path.join('.')}` : name
  return fail('invalid_ui_options', `${where}: ${issue?.message ?? 'invalid'}`)
}

/** W-3.10 Checks a sign request's uiOptions; a missing value reads as none set. */
export function parseSignMessageUiOptions(input: unknown): RuleResult<SignMessageUiOptions, 'invalid_ui_options'> {
  return check(SignMessageUiOptionsSchema, input, 'uiOptions')
}

/** W-3.11 Checks a transaction's uiOptions; a missing value reads as none set. */
export function parseTransactionUiOptions(input: unknown): RuleResult<TransactionUiOptions, 'invalid_ui_options'> {
  return check(TransactionUiOptionsSchema, input, 'uiOptions')
}
