'use client'
import { useMemo, useRef } from 'react'
import { type PasswordStrengthLabel, passwordStrength, validateRecoveryPassword } from '../core/rules/password'

/** What `usePasswordStrength` returns. */
export type UsePasswordStrengthReturn = Readonly<{
  /** The spec's score, 0..1 (W-5.09). */
  score: number
  /** 'Weak', 'Medium' or 'Strong' (W-5.10, W-5.11). */
  label: PasswordStrengthLabel
  /** How full to draw the strength bar, at least 0.01 (W-5.12). */
  bar: number
  /** The spec's error text, or null; null until the user has typed (W-5.01..W-5.04). */
  error: string | null
  /** True when the password passes W-5.01/W-5.02: Continue is enabled only then (W-5.05). */
  isValid: boolean
}>

/** Strength, label, bar and error of a recovery password as the user types it (W-5.01..W-5.12). */
export function usePasswordStrength(password: string): UsePasswordStrengthReturn {
  // W-5.04: "has typed" means the value has differed from the one the field started with. The flag
  // only ever turns on and is the same on every render for the same inputs, so writing it here is safe.
  const initial = useRef(password).current
  const hasTyped = useRef(false)
  if (password !== initial) hasTyped.current = true
  const typed = hasTyped.current
  return useMemo(() => {
    const message = validateRecoveryPassword(password)
    return { ...passwordStrength(password), error: typed ? message : null, isValid: message === null }
  }, [password, typed])
}
