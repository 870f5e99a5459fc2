'use client'
/**
 * `@lobby/headless`: the React hooks, plus everything of `@lobby/headless/core`.
 * @packageDocumentation
 */
export * from '../core/index'
export { LobbyContext, LobbyProvider, type LobbyProviderProps } from './LobbyProvider'
export { mergeProps } from './mergeProps'
export { type UseAfterLoginOptions, type UseAfterLoginReturn, useAfterLogin } from './useAfterLogin'
export { type UseAutoCloseReturn, useAutoClose } from './useAutoClose'
export { useAutomaticRecoveryStep } from './useAutomaticRecoveryStep'
export {
  type UseAwaitingConnectionOptions,
  type UseAwaitingConnectionReturn,
  useAwaitingConnection,
} from './useAwaitingConnection'
export { type UseCaptchaOptions, type UseCaptchaReturn, useCaptcha } from './useCaptcha'
export { useCloudRecoveryStep } from './useCloudRecoveryStep'
export { type UseConnectWalletOptions, type UseConnectWalletReturn, useConnectWallet } from './useConnectWallet'
export { type UseCopyToClipboardOptions, type UseCopyToClipboardReturn, useCopyToClipboard } from './useCopyToClipboard'
export { useCreatedWalletAddress } from './useCreatedWalletAddress'
export { type UseCreateWalletOptions, type UseCreateWalletReturn, useCreateWallet } from './useCreateWallet'
export { type UseCrossAppProviderReturn, useCrossAppProvider } from './useCrossAppProvider'
export { type UseCrossAppSignOptions, type UseCrossAppSignReturn, useCrossAppSign } from './useCrossAppSign'
export { type UseCustomAuthOptions, type UseCustomAuthReturn, useCustomAuth } from './useCustomAuth'
export {
  type EmailInputProps,
  type EmailSubmitProps,
  type UseEmailInputOptions,
  type UseEmailInputReturn,
  useEmailInput,
} from './useEmailInput'
export { useEmbeddedWalletList } from './useEmbeddedWalletList'
export {
  type UseEmbeddedWalletProviderReturn,
  useEmbeddedWalletProvider,
} from './useEmbeddedWalletProvider'
export { type UseExportWalletOptions, type UseExportWalletReturn, useExportWallet } from './useExportWallet'
export { type UseFarcasterSignerReturn, useFarcasterSigner } from './useFarcasterSigner'
export { type UseFundingFlowOptions, type UseFundingFlowReturn, useFundingFlow } from './useFundingFlow'
export { useFundingTarget } from './useFundingTarget'
export { type UseGuestAccountReturn, useGuestAccount } from './useGuestAccount'
export { type UseInAppBrowserOptions, type UseInAppBrowserReturn, useInAppBrowser } from './useInAppBrowser'
export { type UseKeyExportStepReturn, useKeyExportStep } from './useKeyExportStep'
export {
  type PasskeyListItem,
  type UseLinkPasskeyOptions,
  type UseLinkPasskeyReturn,
  useLinkPasskey,
} from './useLinkPasskey'
export { type UseLinkWalletOptions, type UseLinkWalletReturn, useLinkWallet } from './useLinkWallet'
export { type UseLinkWalletListReturn, useLinkWalletList } from './useLinkWalletList'
export { useLinkWithFarcaster } from './useLinkWithFarcaster'
export { type UseLinkWithOAuthOptions, type UseLinkWithOAuthReturn, useLinkWithOAuth } from './useLinkWithOAuth'
export { useLinkWithSiwe } from './useLinkWithSiwe'
export { type UseLobbyReturn, useLobby } from './useLobby'
export { useLobbyClient } from './useLobbyClient'
export {
  type UseLoginMethodLayoutOptions,
  type UseLoginMethodLayoutReturn,
  useLoginMethodLayout,
} from './useLoginMethodLayout'
export { type UseLoginModalOptions, type UseLoginModalReturn, useLoginModal } from './useLoginModal'
export { type UseLoginModalEventsOptions, useLoginModalEvents } from './useLoginModalEvents'
export {
  type UseLoginWithCrossAppOptions,
  type UseLoginWithCrossAppReturn,
  useLoginWithCrossApp,
} from './useLoginWithCrossApp'
export { type UseLoginWithEmailOptions, type UseLoginWithEmailReturn, useLoginWithEmail } from './useLoginWithEmail'
export {
  type UseLoginWithFarcasterOptions,
  type UseLoginWithFarcasterReturn,
  useLoginWithFarcaster,
} from './useLoginWithFarcaster'
export { type UseLoginWithOAuthOptions, type UseLoginWithOAuthReturn, useLoginWithOAuth } from './useLoginWithOAuth'
export {
  type UseLoginWithPasskeyOptions,
  type UseLoginWithPasskeyReturn,
  useLoginWithPasskey,
} from './useLoginWithPasskey'
export { type UseLoginWithSiweOptions, type UseLoginWithSiweReturn, useLoginWithSiwe } from './useLoginWithSiwe'
export { type UseLoginWithSmsOptions, type UseLoginWithSmsReturn, useLoginWithSms } from './useLoginWithSms'
export {
  type UseLoginWithTelegramOptions,
  type UseLoginWithTelegramReturn,
  useLoginWithTelegram,
} from './useLoginWithTelegram'
export { type UseMfaOptions, type UseMfaReturn, useMfa } from './useMfa'
export { type UseMfaEnrollmentOptions, type UseMfaEnrollmentReturn, useMfaEnrollment } from './useMfaEnrollment'
export { useMfaVerifier } from './useMfaVerifier'
export {
  type ModalNavigatorView,
  type UseModalNavigatorOptions,
  type UseModalNavigatorReturn,
  useModalNavigator,
} from './useModalNavigator'
export {
  type OtpInputProps,
  type OtpRootProps,
  type OtpSlot,
  type UseOtpInputOptions,
  type UseOtpInputReturn,
  useOtpInput,
} from './useOtpInput'
export { type UsePasswordStrengthReturn, usePasswordStrength } from './usePasswordStrength'
export { type UsePasswordViewOptions, type UsePasswordViewReturn, usePasswordView } from './usePasswordView'
export {
  type PhoneCountrySelectProps,
  type PhoneInputProps,
  type UsePhoneInputOptions,
  type UsePhoneInputReturn,
  usePhoneInput,
} from './usePhoneInput'
export { type UseRecoverWalletOptions, type UseRecoverWalletReturn, useRecoverWallet } from './useRecoverWallet'
export { useRecoverySelectionStep } from './useRecoverySelectionStep'
export { type UseRegisterMfaListenerOptions, useRegisterMfaListener } from './useRegisterMfaListener'
export { type UseResendCooldownOptions, type UseResendCooldownReturn, useResendCooldown } from './useResendCooldown'
export { type UseSendTransactionOptions, type UseSendTransactionReturn, useSendTransaction } from './useSendTransaction'
export { type SendTransactionView, useSendTransactionView } from './useSendTransactionView'
export { type UseSetRecoveryReturn, useSetRecovery } from './useSetRecovery'
export { type UseSignMessageReturn, useSignMessage } from './useSignMessage'
export type { UseSignRequestOptions, UseSignRequestReturn } from './useSignRequest'
export { type SignRequestView, useSignRequestView } from './useSignRequestView'
export { type UseSignTypedDataOptions, type UseSignTypedDataReturn, useSignTypedData } from './useSignTypedData'
export {
  type UseSolanaSignMessageOptions,
  type UseSolanaSignMessageReturn,
  useSolanaSignMessage,
} from './useSolanaSignMessage'
export { type SolanaSignOptions, type UseSolanaWalletsReturn, useSolanaWallets } from './useSolanaWallets'
export { useStore } from './useStore'
export {
  type UseTransactionPreviewOptions,
  type UseTransactionPreviewReturn,
  useTransactionPreview,
} from './useTransactionPreview'
export { type UseUserReturn, useUser } from './useUser'
export { useWalletConnectingStep } from './useWalletConnectingStep'
export {
  type UseWalletConnectionOptions,
  type UseWalletConnectionReturn,
  useWalletConnection,
} from './useWalletConnection'
export { useWalletCreationStep } from './useWalletCreationStep'
export { useWalletSession } from './useWalletSession'
export { useWalletStep, type WalletStepReturn } from './useWalletStep'
export { type UseWalletsOptions, type UseWalletsReturn, useWallets, type WalletListItem } from './useWallets'
