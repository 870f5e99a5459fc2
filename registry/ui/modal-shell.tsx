'use client'
import { cva } from 'class-variance-authority'
import { Dialog as DialogPrimitive } from 'radix-ui'
import * as React from 'react'
import { cn } from '@/lib/utils'

/** How the modal sits on the page: a centred dialog, a bottom drawer or inline. */
export type ModalLayout = 'dialog' | 'drawer'

/** Sizes and timing of the shell, from the logic layer's modal constants (A-2.04..A-2.06). */
export type ModalMetrics = {
  /** Dialog width on tablet and desktop. */
  widthPx: number
  /** Space kept free between the modal and the viewport's height. */
  viewportMarginPx: number
  /** Duration of the height animation. */
  heightTransitionMs: number
}

/** Props of `ModalShell`. */
export type ModalShellProps = {
  /** Open state of the dialog; ignored when `standalone`. */
  open?: boolean
  /** Called when the user closes the dialog (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void
  /** Renders inline in the page instead of as a dialog, with no close button. */
  standalone?: boolean
  /** False hides the close button and ignores Escape and outside clicks. @default true */
  closeable?: boolean
  /** Dialog or bottom drawer, decided by the logic layer from the viewport width. @default 'dialog' */
  layout?: ModalLayout
  metrics: ModalMetrics
  /** Accessible name of the dialog. */
  title: string
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string
  className?: string
  /** Extra style on the panel, such as the app's accent colour as `--lobby-accent`. */
  style?: React.CSSProperties
  children?: React.ReactNode
}

const panelVariants = cva(
  [
    'flex flex-col overflow-hidden bg-lobby-background text-lobby-foreground',
    'border border-lobby-border shadow-xl outline-none',
  ],
  {
    variants: {
      layout: {
        dialog: [
          'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-[calc(var(--radius-lobby)*1.5)]',
          'motion-safe:data-[state=open]:animate-[lobby-fade-in_150ms_ease-out]',
          'motion-safe:data-[state=closed]:animate-[lobby-fade-out_150ms_ease-in]',
        ],
        drawer: [
          'fixed inset-x-0 bottom-0 z-50 w-full rounded-t-[calc(var(--radius-lobby)*1.5)] border-b-0',
          'motion-safe:data-[state=open]:animate-[lobby-slide-up_150ms_ease-out]',
          'motion-safe:data-[state=closed]:animate-[lobby-slide-down_150ms_ease-in]',
        ],
        inline: 'relative mx-auto w-full rounded-[calc(var(--radius-lobby)*1.5)]',
      },
    },
  },
)

/** Follows the content's height and eases to it, so screens of different heights do not jump. */
function AnimatedHeight({ durationMs, children }: { durationMs: number; children: React.ReactNode }) {
  const inner = React.useRef<HTMLDivElement>(null)
  const [height, setHeight] = React.useState<number | undefined>(undefined)
  React.useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      data-slot="modal-height"
      className="min-h-0 overflow-y-auto transition-[height] ease-out motion-reduce:transition-none"
      style={{ height, transitionDuration: `${durationMs}ms` }}
    >
      <div ref={inner} className="p-6">
        {children}
      </div>
    </div>
  )
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-4">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  )
}

/**
 * The modal around every screen: radix Dialog (focus trap, Escape, outside click), a bottom drawer
 * on narrow viewports, or inline in standalone mode (A-2.02..A-2.06, A-2.09, A-2.10).
 */
export function ModalShell({
  open = true,
  onOpenChange,
  standalone = false,
  closeable = true,
  layout = 'dialog',
  metrics,
  title,
  closeLabel = 'Close',
  className,
  style,
  children,
}: ModalShellProps) {
  const maxHeight = `calc(100dvh - ${metrics.viewportMarginPx}px)`
  const body = <AnimatedHeight durationMs={metrics.heightTransitionMs}>{children}</AnimatedHeight>

  if (standalone) {
    return (
      <section
        data-slot="modal-shell"
        data-layout="inline"
        aria-label={title}
        className={cn(panelVariants({ layout: 'inline' }), className)}
        style={{ maxWidth: metrics.widthPx, maxHeight, ...style }}
      >
        {body}
      </section>
    )
  }

  const blockClose = (event: Event) => {
    if (!closeable) event.preventDefault()
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (closeable || next) && onOpenChange?.(next)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="modal-overlay"
          className={cn(
            'fixed inset-0 z-50 bg-black/50',
            'motion-safe:data-[state=open]:animate-[lobby-fade-in_150ms_ease-out]',
            'motion-safe:data-[state=closed]:animate-[lobby-fade-out_150ms_ease-in]',
          )}
        />
        <DialogPrimitive.Content
          data-slot="modal-shell"
          data-layout={layout}
          aria-describedby={undefined}
          onEscapeKeyDown={blockClose}
          onPointerDownOutside={blockClose}
          onInteractOutside={blockClose}
          className={cn(panelVariants({ layout }), className)}
          style={{ width: layout === 'dialog' ? metrics.widthPx : undefined, maxHeight, ...style }}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {closeable ? (
            <DialogPrimitive.Close
              data-slot="modal-close"
              aria-label={closeLabel}
              className={cn(
                'absolute top-4 right-4 z-10 flex size-8 items-center justify-center rounded-full',
                'text-lobby-muted-foreground transition-colors outline-none hover:bg-lobby-muted',
                'focus-visible:ring-2 focus-visible:ring-lobby-ring',
              )}
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          ) : null}
          {body}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
