export {
  createMfaEnrollment,
  INITIAL_MFA_ENROLLMENT,
  MFA_ADDED_TEXT,
  type MfaChooserView,
  type MfaEnrollment,
  type MfaEnrollmentOptions,
  type MfaEnrollmentState,
  type MfaEnrollmentStep,
  type MfaMethodOption,
  mfaChooserView,
} from './mfaEnrollment'
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
