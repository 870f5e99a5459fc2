import { expectTypeOf } from 'vitest'
import type { OAuthFlowKind, OAuthStatus } from '../../src/core/auth/loginWithOAuth'
import type { TelegramNextStep, TelegramStatus } from '../../src/core/auth/loginWithTelegram'
import type { LobbyError } from '../../src/core/errors/lobbyError'
import { type UseLinkWithOAuthReturn, useLinkWithOAuth } from '../../src/react/useLinkWithOAuth'
import { type UseLoginWithCrossAppReturn, useLoginWithCrossApp } from '../../src/react/useLoginWithCrossApp'
import {
  type UseLoginWithOAuthOptions,
  type UseLoginWithOAuthReturn,
  useLoginWithOAuth,
} from '../../src/react/useLoginWithOAuth'
import { type UseLoginWithTelegramReturn, useLoginWithTelegram } from '../../src/react/useLoginWithTelegram'

// Types only: checked by `pnpm typecheck`, never run.
declare const oauth: UseLoginWithOAuthReturn
expectTypeOf(useLoginWithOAuth).returns.toEqualTypeOf<UseLoginWithOAuthReturn>()
expectTypeOf(oauth.state).toEqualTypeOf<OAuthStatus>()
expectTypeOf(oauth.error).toEqualTypeOf<LobbyError | null>()
expectTypeOf(oauth.retryable).toEqualTypeOf<boolean>()
expectTypeOf(oauth.initOAuth).parameter(0).toEqualTypeOf<{ provider: string; flow?: OAuthFlowKind }>()
expectTypeOf(useLinkWithOAuth).returns.toEqualTypeOf<UseLinkWithOAuthReturn>()
expectTypeOf(useLoginWithCrossApp).returns.toEqualTypeOf<UseLoginWithCrossAppReturn>()
expectTypeOf<UseLoginWithCrossAppReturn['loginWithCrossAppAccount']>().parameter(0).toEqualTypeOf<{ appId: string }>()
expectTypeOf(useLoginWithTelegram).returns.toEqualTypeOf<UseLoginWithTelegramReturn>()
expectTypeOf<UseLoginWithTelegramReturn['state']>().toEqualTypeOf<TelegramStatus>()
expectTypeOf<UseLoginWithTelegramReturn['next']>().toEqualTypeOf<TelegramNextStep | null>()
// @ts-expect-error the flow is a redirect or a popup
export const unknownFlow: Parameters<UseLoginWithOAuthReturn['initOAuth']>[0] = { provider: 'google', flow: 'iframe' }
// @ts-expect-error modes are login and link
export const unknownMode: UseLoginWithOAuthOptions = { mode: 'update' }
