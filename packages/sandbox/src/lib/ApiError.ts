import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error answer: `{ code, error }` with a catalogue code and a fitting HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The error answers the sandbox gives, each once, with the spec's codes and texts where it has them. */
export const errors = {
  invalidData: (message: string) => new ApiError(400, 'invalid_data', message),
  /** passwordless: 'Invalid or expired verification code'. */
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid or expired verification code'),
  invalidCredentials: (message: string) => new ApiError(401, 'invalid_credentials', message),
  missingToken: (message = 'Missing or invalid token.') => new ApiError(401, 'missing_or_invalid_token', message),
  /** too_many_requests. */
  tooManyRequests: () => new ApiError(429, 'too_many_requests', 'Too many requests. Please wait before trying again.'),
  /** allowlist_rejected. */
  allowlistRejected: () => new ApiError(403, 'allowlist_rejected', "You don't have access to this app"),
  /** max_accounts_reached (the user-limit screen's text). */
  maxAccountsReached: () =>
    new ApiError(
      403,
      'max_accounts_reached',
      'Unable to sign in. This application has reached its user limit and cannot sign in new users.',
    ),
  /** disallowed_login_method. */
  disallowedLoginMethod: (method: string) =>
    new ApiError(403, 'disallowed_login_method', `Login with ${method} is not allowed for this app.`),
  /** linked_to_another_user (400, not 409: the client retries 409, A-7.07). */
  linkedToAnotherUser: () =>
    new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.'),
  /** one account of each type. */
  cannotLinkMoreOfType: (type: string) =>
    new ApiError(400, 'cannot_link_more_of_type', `User already has an account of type ${type} linked.`),
  /** not_supported: SMS to a blocked region. */
  smsRegionNotSupported: () =>
    new ApiError(403, 'not_supported', 'SMS authentication from this region is not available'),
  /** invalid_captcha. */
  invalidCaptcha: () => new ApiError(400, 'invalid_captcha', 'Captcha token is missing or invalid. Please try again.'),
  userDoesNotExist: () => new ApiError(404, 'user_does_not_exist', 'User does not exist.'),
  unknownApp: (appId: string) =>
    new ApiError(404, 'invalid_data', `No app with id "${appId}" in this sandbox: see GET /_sandbox/apps.`),
}
