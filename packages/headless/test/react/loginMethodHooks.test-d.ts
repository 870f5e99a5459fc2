import { expectTypeOf } from 'vitest'
import type { FarcasterFlowStatus } from '../../src/core/auth/loginWithFarcaster'
import type { SiweFlowStatus } from '../../src/core/auth/loginWithSiwe'
import type { CaptchaStatus } from '../../src/core/captcha/createCaptcha'
import type { Eip1193Provider } from '../../src/core/eip1193Provider'
import type { LobbyError } from '../../src/core/errors/lobbyError'
import { type UseCaptchaReturn, useCaptcha } from '../../src/react/useCaptcha'
import { useLinkWithSiwe } from '../../src/react/useLinkWithSiwe'
import { type UseLoginWithFarcasterReturn, useLoginWithFarcaster } from '../../src/react/useLoginWithFarcaster'
import { type UseLoginWithSiweReturn, useLoginWithSiwe } from '../../src/react/useLoginWithSiwe'

// Types only: checked by `pnpm typecheck`, never run.
declare const siwe: UseLoginWithSiweReturn
expectTypeOf(useLoginWithSiwe).returns.toEqualTypeOf<UseLoginWithSiweReturn>()
expectTypeOf(useLinkWithSiwe).returns.toEqualTypeOf<UseLoginWithSiweReturn>()
expectTypeOf(siwe.state).toEqualTypeOf<SiweFlowStatus>()
expectTypeOf(siwe.error).toEqualTypeOf<LobbyError | null>()
expectTypeOf(siwe.signIn).parameter(0).toEqualTypeOf<Eip1193Provider>()
// @ts-expect-error link mode has its own hook
useLinkWithSiwe({ mode: 'login' })

declare const farcaster: UseLoginWithFarcasterReturn
expectTypeOf(useLoginWithFarcaster).returns.toEqualTypeOf<UseLoginWithFarcasterReturn>()
expectTypeOf(farcaster.state).toEqualTypeOf<FarcasterFlowStatus>()
expectTypeOf(farcaster.url).toEqualTypeOf<string | null>()
expectTypeOf(farcaster.unlink).parameter(0).toEqualTypeOf<number>()

declare const captcha: UseCaptchaReturn
expectTypeOf(useCaptcha).returns.toEqualTypeOf<UseCaptchaReturn>()
expectTypeOf(captcha.status).toEqualTypeOf<CaptchaStatus>()
expectTypeOf(captcha.takeToken).returns.toEqualTypeOf<string | undefined>()
// @ts-expect-error the captcha-first rule knows only the spec's methods
captcha.runFirst('siwe', async () => 1)
