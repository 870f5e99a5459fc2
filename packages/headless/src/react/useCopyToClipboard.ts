'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createTimedFlag } from '../core/modal/createTimedFlag'
import { COPY_FEEDBACK, type CopyFeedbackKind } from '../core/modal/timing'
import { useStore } from './useStore'

/** Options of `useCopyToClipboard`. */
export type UseCopyToClipboardOptions = {
  /** Which feedback to show: 'Copied' for 1.5 s (W-4.53) or 'Copied Address' for 2.5 s (W-4.54). @default 'copied' */
  feedback?: CopyFeedbackKind
}

/** What `useCopyToClipboard` returns. */
export type UseCopyToClipboardReturn = {
  /** Writes `text` to the clipboard; resolves false when the browser refuses or has no clipboard. */
  copy(text: string): Promise<boolean>
  /** True while the feedback shows. */
  isCopied: boolean
  /** The feedback text while it shows ('Copied' or 'Copied Address'), else null. */
  feedbackText: string | null
}

/** Copy with timed feedback (W-4.53, W-4.54). */
export function useCopyToClipboard(options: UseCopyToClipboardOptions = {}): UseCopyToClipboardReturn {
  const kind = options.feedback ?? 'copied'
  const kindRef = useRef(kind)
  kindRef.current = kind
  const [flag] = useState(() => createTimedFlag({ ms: COPY_FEEDBACK[kind].ms }))
  useEffect(() => () => flag.cancel(), [flag])
  const isCopied = useStore(flag)
  const copy = useCallback(
    async (text: string) => {
      const clipboard = globalThis.navigator?.clipboard
      if (typeof text !== 'string' || !clipboard) return false
      try {
        await clipboard.writeText(text)
      } catch {
        // Denied permission or an unfocused document: report it, show no false feedback.
        return false
      }
      flag.start(COPY_FEEDBACK[kindRef.current].ms)
      return true
    },
    [flag],
  )
  return useMemo(
    () => ({ copy, isCopied, feedbackText: isCopied ? COPY_FEEDBACK[kind].text : null }),
    [copy, isCopied, kind],
  )
}
