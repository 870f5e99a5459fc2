'use client'
/**
 * `@lobby/headless`: the React hooks, plus everything of `@lobby/headless/core`.
 * @packageDocumentation
 */
export * from '../core/index'
export { mergeProps } from './mergeProps'
export {
  type OtpInputProps,
  type OtpRootProps,
  type OtpSlot,
  type UseOtpInputOptions,
  type UseOtpInputReturn,
  useOtpInput,
} from './useOtpInput'
export { type UsePasswordStrengthReturn, usePasswordStrength } from './usePasswordStrength'
export { useStore } from './useStore'
