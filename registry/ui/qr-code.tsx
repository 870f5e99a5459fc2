'use client'
import type * as React from 'react'
import { useMemo } from 'react'
import { encode } from 'uqr'
import { cn } from '@/lib/utils'

/** Props of `QrCode`: the text to encode and the name screen readers give the picture. */
export type QrCodeProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  value: string
  /** What the code is for, read out in place of the picture. */
  label: string
}

/** A crisp SVG QR code (Farcaster, TOTP enrollment ), dark modules on a light tile in either theme. */
export function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { size, data } = encode(value, { ecc: 'M', border: 2 })
    const parts: string[] = []
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
      })
    })
    return { size, path: parts.join('') }
  }, [value])
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('size-48 rounded-lobby bg-white', className)}
      {...props}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
