import type { LoginView } from '../../rules/loginLayout'

/** Where a finished login is before the modal moves on: nothing shown, 'Success!' on the code screen, or the passkey's success. */
export type LoginSuccess = 'none' | 'code' | 'passkey'

/** The login modal's own state, beside the navigator and the login flows it drives. */
export type LoginModalFlowState = {
  /** the success shown before the next step. */
  success: LoginSuccess
  /** the view of the login screen's method list. */
  landingView: LoginView
}

/** Events of the login modal's own flow. */
export type LoginModalFlowEvent =
  | { type: 'login.succeeded'; via: Exclude<LoginSuccess, 'none'> }
  | { type: 'success.shown' }
  | { type: 'landing.view'; view: LoginView }
  | { type: 'landing.reset' }
  | { type: 'flow.cleared' }

/** The modal before any login. */
export const INITIAL_LOGIN_MODAL_FLOW: LoginModalFlowState = { success: 'none', landingView: 'default' }

/** The login modal's transitions. */
export function reduceLoginModalFlow(state: LoginModalFlowState, event: LoginModalFlowEvent): LoginModalFlowState {
  switch (event.type) {
    case 'login.succeeded':
      // A-4.20 'Success!' on the code screen; the passkey screen's success.
      return state.success === event.via ? state : { ...state, success: event.via }
    case 'success.shown':
      // the success has shown for its time; the next step takes over.
      return state.success === 'none' ? state : { ...state, success: 'none' }
    case 'landing.view':
      // another view; back to the default one.
      return state.landingView === event.view ? state : { ...state, landingView: event.view }
    case 'landing.reset':
      // 150 ms after a close the login screen starts at its default view again.
      return state.landingView === 'default' ? state : { ...state, landingView: 'default' }
    case 'flow.cleared':
      // the navigator cleared the flow after a close; nothing of it is left to show.
      return state.success === 'none' ? state : { ...state, success: 'none' }
  }
}
