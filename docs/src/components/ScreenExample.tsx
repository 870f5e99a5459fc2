import type { Navigator, Screen, ScreenName } from '@lobby/headless'
import { type ReactNode, useCallback, useState } from 'react'
import { LiveModal } from './LiveModal.tsx'
import { SandboxApp } from './SandboxApp.tsx'

/** Props of `ScreenExample`. */
export type ScreenExampleProps<S extends string> = {
  /** The sandbox app the example runs on. @default 'all-methods' */
  slug?: string
  /** The navigator screen the example opens, inside the real `lobby-modal` block. */
  screen: ScreenName
  /** Opens that screen (with its parameters); the modal starts on the landing screen first, so back works. */
  open: (navigator: Navigator) => void
  /** The states a visitor can switch between, as their flow would move through them. */
  states: readonly S[]
  /** The screen in one state; `setState` lets the screen's own buttons move the flow on. */
  render: (state: S, setState: (state: S) => void) => ReactNode
}

/**
 * A screen whose flow lands with its own issue, shown inside the real block and shell on the
 * sandbox, with the states its flow goes through one click away.
 */
export function ScreenExample<S extends string>({
  slug = 'all-methods',
  screen,
  open,
  states,
  render,
}: ScreenExampleProps<S>) {
  const [state, setState] = useState<S>(states[0] as S)
  const start = useCallback(
    (navigator: Navigator) => {
      navigator.open('LANDING')
      open(navigator)
    },
    [open],
  )
  const renderScreen = (shown: Screen) => (shown.name === screen ? render(state, setState) : undefined)
  return (
    <SandboxApp slug={slug}>
      {states.length > 1 ? (
        <fieldset className="mb-4 flex flex-wrap gap-3 text-sm">
          <legend className="mb-1 text-xs font-semibold text-neutral-500 uppercase">State</legend>
          {states.map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                type="radio"
                name={`${screen}-state`}
                checked={state === option}
                onChange={() => setState(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
      ) : null}
      <LiveModal start={start} renderScreen={renderScreen} />
    </SandboxApp>
  )
}
