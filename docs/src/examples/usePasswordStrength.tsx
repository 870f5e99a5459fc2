import { usePasswordStrength } from '@lobby/headless'
import { useState } from 'react'

/** The strength of a recovery password as it is typed: score, label, bar and the spec's error. */
export function Example() {
  const [password, setPassword] = useState('')
  const strength = usePasswordStrength(password)
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <input
        type="password"
        aria-label="Password"
        className="rounded border border-neutral-300 px-2 py-1"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="h-2 rounded bg-neutral-200">
        <div className="h-2 rounded bg-indigo-500" style={{ width: `${Math.min(100, strength.bar * 100)}%` }} />
      </div>
      <p className="text-sm">
        {strength.label} (score {strength.score}){strength.error ? `: ${strength.error}` : ''}
      </p>
    </div>
  )
}
