/**
 * The modal's delays (A-2, A-4.23, W-2.13, W-4.53, W-4.54), each named once. Hooks and the
 * navigator read them from here; a screen never writes its own number.
 */

/** the modal opens 15 ms after its screen is set, so the first frame already shows that screen. */
export const MODAL_OPEN_DELAY_MS = 15

/** the auth flow is cleared 200 ms after close, once the closing animation has run. */
export const FLOW_CLEAR_DELAY_MS = 200

/** the login screen returns to its default view 150 ms after close. */
export const LANDING_RESET_DELAY_MS = 150

/** modal height changes animate over 150 ms. */
export const HEIGHT_ANIMATION_MS = 150

/** W-4.53, W-4.54: copy feedback texts and how long each shows. */
export const COPY_FEEDBACK = {
  /** W-4.53: 'Copied' for 1.5 s. */
  copied: { text: 'Copied', ms: 1500 },
  /** W-4.54: 'Copied Address' for 2.5 s. */
  address: { text: 'Copied Address', ms: 2500 },
} as const

/** Which copy feedback to show. */
export type CopyFeedbackKind = keyof typeof COPY_FEEDBACK

/** after a resend, 'Code sent' shows and resending waits for 30 s. */
export const RESEND_COOLDOWN = { text: 'Code sent', ms: 30_000 } as const

/** W-2.13: EMBEDDED_WALLET_CREATED_SCREEN closes itself after 2500 ms. */
export const EMBEDDED_WALLET_CREATED_CLOSE_MS = 2500
