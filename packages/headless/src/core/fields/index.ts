export {
  createOtpField,
  initialOtpFieldState,
  isNewlyComplete,
  isOtpComplete,
  type OtpFieldEvent,
  type OtpFieldOptions,
  type OtpFieldState,
  otpFieldError,
  otpReducer,
  otpTypedText,
  otpValue,
} from './otpField'
