import type { Navigator } from '@lobby/headless'
import type { ReactNode } from 'react'
import { LiveModal } from './LiveModal.tsx'
import { SandboxApp } from './SandboxApp.tsx'

/** A screen the `lobby-modal` block runs itself, opened on the sandbox app that shows it. */
export function BlockScreenExample({
  slug,
  open,
  children,
}: {
  slug: string
  /** Opens the screen; keep it a module-level function so the modal opens once. */
  open: (navigator: Navigator) => void
  /** What to try on this screen. */
  children?: ReactNode
}) {
  return (
    <SandboxApp slug={slug}>
      {children ? <div className="mb-3 text-sm">{children}</div> : null}
      <LiveModal start={open} />
    </SandboxApp>
  )
}
