/**
 * `@lobby/sandbox/testing`: what a Playwright or vitest suite needs to test a Lobby login
 * against the sandbox, offline: a sandbox per test file, the codes it sends, a passkey device
 * for Chromium, and an EIP-6963 wallet.
 */
export { type InstallTestWalletOptions, installTestWallet, setTestWalletMode } from './installTestWallet.ts'
export { type LatestCodeOptions, latestCode } from './latestCode.ts'
export { localTestWalletSigner } from './localTestWalletSigner.ts'
export {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
  type SoftwareCredential,
} from './softwareAuthenticator.ts'
export { type CaptchaTarget, SANDBOX_CAPTCHA_SITE_KEY, solveCaptcha } from './solveCaptcha.ts'
export { startTestSandbox, type TestSandbox, type TestSandboxOptions } from './startTestSandbox.ts'
export {
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletMode,
  type TestWalletOptions,
  type TestWalletSigner,
  testWalletScript,
} from './testWallet.ts'
export {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
  type VirtualAuthenticatorOptions,
} from './virtualAuthenticator.ts'
