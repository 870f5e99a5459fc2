import { expectTypeOf } from 'vitest'
import type { LoginLayoutItem, LoginView, OverflowLabel } from '../../src/core/rules/loginLayout'
import {
  type UseLoginMethodLayoutOptions,
  type UseLoginMethodLayoutReturn,
  useLoginMethodLayout,
} from '../../src/react/useLoginMethodLayout'

// Types only: checked by `pnpm typecheck`, never run.
declare const layout: UseLoginMethodLayoutReturn
expectTypeOf(useLoginMethodLayout).returns.toEqualTypeOf<UseLoginMethodLayoutReturn>()
expectTypeOf(layout.view).toEqualTypeOf<LoginView>()
expectTypeOf(layout.items).toEqualTypeOf<readonly LoginLayoutItem[]>()
expectTypeOf(layout.showPasskeyLink).toEqualTypeOf<boolean>()
expectTypeOf(layout.openView).parameter(0).toEqualTypeOf<LoginView>()
expectTypeOf(layout.back).toEqualTypeOf<() => void>()
const item = layout.items[0]
if (item?.type === 'view') expectTypeOf(item.label).toEqualTypeOf<OverflowLabel | 'More options'>()
if (item?.type === 'field') expectTypeOf(item.methods).toEqualTypeOf<readonly ('email' | 'sms')[]>()
// @ts-expect-error a view the login screen does not have
layout.openView('settings')
// @ts-expect-error methods are the spec's login options
export const unknownMethod: UseLoginMethodLayoutOptions = { methods: ['myspace'] }
