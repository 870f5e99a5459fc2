import type { ReactNode } from 'react'

/** A screen's heading, its line of detail and its buttons: the shape most modal screens share. */
export function StatusScreen({ title, detail, children }: { title: string; detail?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {detail ? <p className="text-sm">{detail}</p> : null}
      {children}
    </div>
  )
}

/** The modal's button style, for every screen. */
export const BUTTON = 'rounded bg-neutral-900 px-3 py-2 text-white disabled:opacity-50'
