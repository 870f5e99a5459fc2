import { COPY_FEEDBACK, createTimedFlag } from '@lobby/headless/core'

/**
 * Makes `button` copy what `read` returns and show 'Copied' for 1.5 s (W-4.53), then its own
 * label again: the frame's views are screens the user sees, so they keep the modal's copy timing
 * (taken from core, never retyped). A refused clipboard shows no feedback.
 */
export function wireCopyButton(button: HTMLButtonElement, read: () => string): void {
  const label = button.textContent ?? ''
  const feedback = createTimedFlag({ ms: COPY_FEEDBACK.copied.ms })
  feedback.subscribe(() => {
    button.textContent = feedback.getSnapshot() ? COPY_FEEDBACK.copied.text : label
  })
  button.addEventListener('click', () => {
    void navigator.clipboard?.writeText(read()).then(
      () => feedback.start(),
      () => {},
    )
  })
}
