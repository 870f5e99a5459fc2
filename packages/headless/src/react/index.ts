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
export { LobbyContext, LobbyProvider, type LobbyProviderProps } from './LobbyProvider'
export { type UseLobbyReturn, useLobby } from './useLobby'
export { type UseLoginWithEmailOptions, type UseLoginWithEmailReturn, useLoginWithEmail } from './useLoginWithEmail'
export { type UseLoginWithSmsOptions, type UseLoginWithSmsReturn, useLoginWithSms } from './useLoginWithSms'
export { type UseGuestAccountReturn, useGuestAccount } from './useGuestAccount'
export { type UseCustomAuthOptions, type UseCustomAuthReturn, useCustomAuth } from './useCustomAuth'
export { type UseUserReturn, useUser } from './useUser'
export { useLobbyClient } from './useLobbyClient'
