export { loadApps, type SandboxAppDefinition, type SandboxAppSettings } from './apps/loadApps.ts'
export {
  ChainDefinition,
  DEFAULT_CHAINS,
  type RunningChains,
  type SandboxAccount,
  type SandboxChain,
  type StartChainsOptions,
  startChains,
} from './chains/startChains.ts'
export { type CreateSandboxOptions, createSandbox, type Sandbox } from './createSandbox.ts'
export { sandboxFundingEndpoints } from './emulators/fundingEndpoints.ts'
export type { InboxEntry } from './emulators/inbox.ts'
export { ApiError } from './lib/ApiError.ts'
export type { FaultRule, Faults } from './sandbox/createFaults.ts'
export type { RateLimits } from './sandbox/createRateLimiter.ts'
export { type RunningSandbox, type StartSandboxOptions, startSandbox } from './startSandbox.ts'
export {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
  type SoftwareCredential,
} from './testing/softwareAuthenticator.ts'
export { type CaptchaTarget, SANDBOX_CAPTCHA_SITE_KEY, solveCaptcha } from './testing/solveCaptcha.ts'
export {
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletMode,
  type TestWalletOptions,
  testWalletScript,
} from './testing/testWallet.ts'
