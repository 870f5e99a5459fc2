import type { UseSignRequestReturn } from '@lobby/headless'

const noop = () => {}

/** The sign flow as `SignRequestScreen` receives it: a personal_sign awaiting approval unless overridden. */
export function signRequestFlow(overrides: Partial<UseSignRequestReturn> = {}): UseSignRequestReturn {
  return {
    ready: true,
    state: 'awaiting_approval',
    isPending: false,
    method: 'personal_sign',
    message: 'Sign in to Acme',
    typedData: null,
    uiOptions: {},
    signature: null,
    error: null,
    successText: 'Success',
    successCloseMs: 1400,
    sign: () => Promise.reject(new Error('not in a fixture')),
    approve: noop,
    close: noop,
    ...overrides,
  }
}
