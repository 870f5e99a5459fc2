export {
  type AutomaticRecoveryStep,
  type AutomaticRecoveryStepView,
  createAutomaticRecoveryStep,
} from './automaticRecoveryStep'
export {
  type CloudRecoveryStep,
  type CloudRecoveryStepOptions,
  type CloudRecoveryStepView,
  createCloudRecoveryStep,
} from './cloudRecoveryStep'
export { browserDrivePopup, type DrivePopup, throughDrivePopup } from './drivePopup'
export {
  createKeyExportStep,
  type KeyExportStep,
  type KeyExportStepOptions,
  type KeyExportStepView,
} from './keyExportStep'
export { cancelMfaPrompt, isMfaPromptOpen } from './mfaPrompt'
export { type PasswordStepScreen, passwordStepView, passwordUpdateSplash } from './passwordSteps'
export {
  createRecoverySelectionStep,
  type RecoverySelectionStep,
  type RecoverySelectionStepView,
} from './recoverySelectionStep'
export {
  createWalletConnectingStep,
  type WalletConnectingStep,
  type WalletConnectingStepOptions,
  type WalletConnectingStepView,
} from './walletConnectingStep'
export { createdWalletAddress, finishWalletCreated } from './walletCreatedStep'
export { createWalletCreationStep, type WalletCreationStep, type WalletCreationStepView } from './walletCreationStep'
export type { WalletStep, WalletStepNavigation } from './walletStep'
