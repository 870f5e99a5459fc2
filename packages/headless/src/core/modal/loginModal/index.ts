export { type CaptchaGate, type CaptchaGateOptions, createCaptchaGate } from './captchaGate'
export { type ChangeFlow, type ChangeSpec, changeSpecFor, createChangeFlow } from './changeFlow'
export { createLoginModal, type LoginModal, type LoginModalOptions, type Viewport } from './createLoginModal'
export {
  INITIAL_LOGIN_MODAL_FLOW,
  type LoginModalFlowEvent,
  type LoginModalFlowState,
  type LoginSuccess,
  reduceLoginModalFlow,
} from './loginModalFlow'
export type { LoginModalCommands, LoginModalSources } from './loginModalSources'
export type * from './loginModalView'
