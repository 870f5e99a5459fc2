export { shouldAutoConnect, walletsReady } from './autoConnect'
export {
  type CloudRecoveryPurpose,
  type CloudRecoveryResult,
  type CompleteCloudRecoveryOptions,
  cloudRecoveryStorageKey,
  completeCloudRecovery,
  type StartCloudRecoveryOptions,
  startCloudRecovery,
  toCloudRecoveryError,
} from './cloudRecovery'
export {
  type ConnectEmbeddedWalletOptions,
  type ConnectEmbeddedWalletResult,
  connectEmbeddedWallet,
} from './connectEmbeddedWallet'
export {
  type CreateEmbeddedWalletOptions,
  createEmbeddedWallet,
  retryEmbeddedWalletCreation,
  startEmbeddedWalletCreation,
  WALLET_CREATION_EVENTS,
} from './createEmbeddedWallet'
export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  parseFrameReply,
} from './createFrameChannel'
export {
  type EmbeddedWallet,
  getEmbeddedWallets,
  isEmbeddedWalletAccount,
  normalizedWalletAccounts,
  toRecoveryMethod,
  WIRE_PROVIDER_RECOVERY,
} from './embeddedWallets'
export {
  type AuthorizeKeyExportOptions,
  authorizeKeyExport,
  EXPORT_NEEDS_MFA_MESSAGE,
  EXPORT_VIEW_TIMEOUT_MS,
  type KeyExport,
  type PrepareKeyExportOptions,
  prepareKeyExport,
} from './exportWallet'
export {
  FARCASTER_SIGNER_MISSING_MESSAGE,
  FARCASTER_SIGNER_NEEDS_ACCOUNTS_MESSAGE,
  farcasterSignerFid,
  type RequestFarcasterSignerOptions,
  requestFarcasterSigner,
  signFarcasterMessage,
} from './farcasterFrameSigner'
export * from './flow/index'
export {
  FRAME_MESSAGE_KINDS,
  FRAME_REQUEST_SCHEMAS,
  type FrameMessageKind,
  FrameReplyError,
  FrameReplyMessage,
  type FrameRequestInput,
  FrameRequestMessage,
} from './frameProtocol'
export {
  type ExportFrameUrlInput,
  embeddedWalletExportUrl,
  embeddedWalletFrameUrl,
  embeddedWalletPasswordUrl,
  type FrameUrlInput,
  frameOrigin,
  type PasswordFrameUrlInput,
  type PasswordViewMode,
} from './frameUrls'
export type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from './frameWindow'
export {
  createKeyExport,
  type KeyExportController,
  type KeyExportState,
  type KeyExportStatus,
} from './keyExport'
export {
  type ConnectPasswordViewOptions,
  connectPasswordView,
  type PasswordView,
  type PasswordViewConnection,
  type PreparePasswordViewOptions,
  preparePasswordView,
} from './passwordView'
export {
  canContinuePasswordWizard,
  createPasswordWizard,
  initialPasswordWizard,
  PASSWORD_WIZARD_CLOSE_MS,
  PASSWORD_WIZARD_STEPS,
  type PasswordWizard,
  type PasswordWizardEvent,
  type PasswordWizardOptions,
  type PasswordWizardState,
  type PasswordWizardStep,
  type PasswordWizardView,
  passwordWizardView,
  reducePasswordWizard,
} from './passwordWizard'
export {
  EMPTY_RECOVERY_PASSWORD_MESSAGE,
  type RecoverWithPasswordOptions,
  recoverWithPassword,
} from './recoverWithPassword'
export {
  authenticateRecoveryOAuth,
  type CloudRecoveryProvider,
  initRecoveryOAuth,
  type RecoveryOAuthInitBody,
  WireRecoveryOAuthInit,
  WireRecoveryOAuthToken,
} from './recoveryOAuthApi'
export {
  type RecoveryOption,
  recoversAutomatically,
  recoveryScreenFor,
  recoverySelectionOptions,
  type SetRecoveryScreen,
  type SetRecoveryScreenInput,
  setRecoveryScreen,
  UNKNOWN_RECOVERY_METHOD_MESSAGE,
} from './recoveryScreens'
export { type SetWalletRecoveryOptions, setWalletRecovery } from './setWalletRecovery'
export {
  embeddedWalletCallbackCode,
  userExitedPasswordFlow,
  type WalletCallbacks,
  type WalletOperation,
  withWalletCallbacks,
} from './walletCallbackCode'
export { createWalletFrame, type FrameRequester, type WalletFrame, type WalletFrameOptions } from './walletFrame'
export { type MountedWalletFrame, mountHiddenIframe, type WalletFrameMount } from './walletFrameMount'
export {
  getWalletSession,
  markConnected,
  type PendingRecovery,
  type RecoveryScreen,
  type WalletCreationState,
  type WalletSession,
  type WalletSessionState,
  walletFrameUrl,
} from './walletSession'
export {
  WALLET_CREATE_TIMEOUT_MS,
  WALLET_FRAME_PING_MS,
  WALLET_FRAME_READY_AFTER_LOGIN_MS,
  WALLET_FRAME_READY_MS,
  WALLET_OPERATION_TIMEOUT_MS,
  WALLET_RPC_TIMEOUT_MS,
} from './walletTimeouts'
