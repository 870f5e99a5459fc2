import { expectTypeOf } from 'vitest'
import type { MfaMethod, TotpEnrollment } from '../../src/core/api/mfa'
import type { PasskeyFlowStatus } from '../../src/core/auth/loginWithPasskey'
import type { MfaEnrollmentStep, MfaVerificationStatus } from '../../src/core/mfa/index'
import { type UseLinkPasskeyReturn, useLinkPasskey } from '../../src/react/useLinkPasskey'
import { type UseLoginWithPasskeyReturn, useLoginWithPasskey } from '../../src/react/useLoginWithPasskey'
import { type UseMfaReturn, useMfa } from '../../src/react/useMfa'
import { type UseMfaEnrollmentReturn, useMfaEnrollment } from '../../src/react/useMfaEnrollment'

// Types only: checked by `pnpm typecheck`, never run.
declare const mfa: UseMfaReturn
declare const enrollment: UseMfaEnrollmentReturn
declare const login: UseLoginWithPasskeyReturn
declare const link: UseLinkPasskeyReturn
expectTypeOf(useMfa).returns.toEqualTypeOf<UseMfaReturn>()
expectTypeOf(useMfaEnrollment).returns.toEqualTypeOf<UseMfaEnrollmentReturn>()
expectTypeOf(useLoginWithPasskey).returns.toEqualTypeOf<UseLoginWithPasskeyReturn>()
expectTypeOf(useLinkPasskey).returns.toEqualTypeOf<UseLinkPasskeyReturn>()
expectTypeOf(mfa.state).toEqualTypeOf<MfaVerificationStatus>()
expectTypeOf(mfa.method).toEqualTypeOf<MfaMethod | null>()
expectTypeOf(mfa.message).toEqualTypeOf<string | null>()
expectTypeOf(mfa.submitCode).parameter(0).toEqualTypeOf<string>()
expectTypeOf(enrollment.step).toEqualTypeOf<MfaEnrollmentStep>()
expectTypeOf(enrollment.totp).toEqualTypeOf<TotpEnrollment | null>()
expectTypeOf(login.state).toEqualTypeOf<PasskeyFlowStatus>()
expectTypeOf(link.passkeys[0]?.credentialId).toEqualTypeOf<string | undefined>()
// @ts-expect-error A-1.14: the MFA methods are sms, totp and passkey
enrollment.begin('email')
