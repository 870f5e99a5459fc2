import type { UseLoginModalReturn } from '@lobby/headless'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The modal's frame in plain HTML: a native `<dialog>` over the page, or a card in it when
 * standalone. It draws nothing while the modal is closed, so there is never an empty card.
 */
export function ModalFrame({ modal, children }: { modal: UseLoginModalReturn; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const shown = modal.isOpen && modal.screen !== null
  useEffect(() => {
    const element = dialog.current
    if (shown && element && !element.open) element.showModal()
  }, [shown])
  if (!shown) return null
  const controls = (
    <div className="flex justify-between">
      {modal.canGoBack ? (
        <button type="button" className="text-sm underline" onClick={modal.back}>
          Back
        </button>
      ) : (
        <span />
      )}
      {modal.closeable && !modal.standalone ? (
        <button type="button" className="text-sm underline" onClick={modal.requestClose}>
          Close
        </button>
      ) : null}
    </div>
  )
  const body = (
    <div className="flex flex-col gap-4" data-screen={modal.screen?.name}>
      {controls}
      {children}
    </div>
  )
  if (modal.standalone) {
    return (
      <section aria-label={modal.appName} className="w-[360px] rounded-xl border border-neutral-300 bg-white p-5">
        {body}
      </section>
    )
  }
  return (
    <dialog
      ref={dialog}
      aria-label={modal.appName}
      className="m-auto w-[360px] rounded-xl border border-neutral-300 bg-white p-5 backdrop:bg-black/40"
      // Escape asks the modal, which refuses while a step may not be closed.
      onCancel={(event) => {
        event.preventDefault()
        modal.requestClose()
      }}
    >
      {body}
    </dialog>
  )
}
