import { useState } from 'react'
import { HeadlessCodeBoxes } from '../components/HeadlessCodeBoxes.tsx'

/** The six boxes on your own markup: type, paste, backspace; a letter shows the spec's error. */
export function Example() {
  const [code, setCode] = useState<string | null>(null)
  return (
    <div className="flex flex-col gap-3">
      <HeadlessCodeBoxes onComplete={setCode} />
      <p className="text-sm" data-testid="otp-complete">
        {code ? `onComplete("${code}")` : 'Type or paste six digits.'}
      </p>
    </div>
  )
}
