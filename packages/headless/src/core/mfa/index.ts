export {
  createMfaEnrollment,
  INITIAL_MFA_ENROLLMENT,
  MFA_ADDED_TEXT,
  MFA_CHOOSER_TITLES,
  MFA_METHOD_LABELS,
  type MfaChooserVariant,
  type MfaChooserView,
  type MfaEnrollment,
  type MfaEnrollmentOptions,
  type MfaEnrollmentState,
  type MfaEnrollmentStep,
  type MfaMethodMark,
  type MfaMethodOption,
  mfaChooserView,
  mfaMethodMark,
} from './mfaEnrollment'
export {
  type MfaRequiredListener,
  mfaVerifierFor,
  NO_MFA_LISTENER_MESSAGE,
  registerMfaListener,
} from './mfaRequired'
export {
  availableMfaMethods,
  createMfaVerification,
  INITIAL_MFA_VERIFICATION,
  MFA_CODE_TIMEOUT_MS,
  MFA_MAX_ATTEMPTS,
  MFA_METHODS,
  type MfaVerification,
  type MfaVerificationEvent,
  type MfaVerificationOptions,
  type MfaVerificationState,
  type MfaVerificationStatus,
  mfaErrorMessage,
  reduceMfaVerification,
} from './mfaVerification'
export { retryAfterMfa } from './retryAfterMfa'
