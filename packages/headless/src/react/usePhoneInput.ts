'use client'
import type * as React from 'react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  DEFAULT_PHONE_COUNTRY,
  getLoadedPhoneRules,
  loadPhoneRules,
  type PhoneCountry,
  type PhoneCountryCode,
  type PhoneInputValue,
  type PhoneRules,
  phoneDigits,
  phoneDigitsAfterEdit,
} from '../core/rules/phone'
import { mergeProps } from './mergeProps'

/** Options of `usePhoneInput`. */
export type UsePhoneInputOptions = {
  /** The country selected first; an unknown code falls back to 'US'. @default 'US' */
  defaultCountry?: string
  /** Digits to start with; read once. */
  defaultValue?: string
  /** Called by `submit()` and Enter with the value, only when it is valid. */
  onSubmit?: (value: PhoneInputValue) => void
  /** Called after each change of number or country. */
  onValueChange?: (value: PhoneInputValue) => void
}

/** Props of the phone number `<input>`. */
export type PhoneInputProps = React.InputHTMLAttributes<HTMLInputElement>

/** Props of the country `<select>`. */
export type PhoneCountrySelectProps = React.SelectHTMLAttributes<HTMLSelectElement>

/** What `usePhoneInput` returns. */
export type UsePhoneInputReturn = {
  /** rawPhoneNumber, qualifiedPhoneNumber, countryCode, isValid. */
  value: PhoneInputValue
  /** The number as shown, formatted as typed. */
  formattedValue: string
  /** The selected country. */
  country: PhoneCountryCode
  /** Every country with its calling code, for the dropdown; empty until `isReady`. */
  countries: readonly PhoneCountry[]
  /** True once formatting and validation are usable; typing is accepted before. */
  isReady: boolean
  /** True when the number is valid for the country. */
  canSubmit: boolean
  /** Selects a country and clears the number. */
  setCountry(country: string): void
  /** Empties the number. */
  clear(): void
  /** Calls `onSubmit` when the number is valid. */
  submit(): void
  /** Props for the number `<input>`: tel keyboard, formatting as typed, Enter submits. */
  getInputProps(user?: PhoneInputProps): PhoneInputProps
  /** Props for a native country `<select>`. */
  getCountrySelectProps(user?: PhoneCountrySelectProps): PhoneCountrySelectProps
}

type State = { country: PhoneCountryCode; digits: string }

function phoneValue(rules: PhoneRules | null, state: State): PhoneInputValue {
  if (rules) return rules.parse(state.digits, state.country)
  // Until the metadata arrives nothing can be validated, so submit stays off.
  return { rawPhoneNumber: state.digits, qualifiedPhoneNumber: '', countryCode: state.country, isValid: false }
}

/** The phone field: country dropdown with calling codes, formatting as typed, validity per country (A-2.38, A-5.04..A-5.06). */
export function usePhoneInput(options: UsePhoneInputOptions = {}): UsePhoneInputReturn {
  const [rules, setRules] = useState(getLoadedPhoneRules)
  const requested = (options.defaultCountry ?? DEFAULT_PHONE_COUNTRY).toUpperCase()
  const [state, setState] = useState<State>(() => ({
    country: requested as PhoneCountryCode,
    digits: phoneDigits(options.defaultValue ?? ''),
  }))
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    if (rules) return
    let live = true
    loadPhoneRules().then((loadedRules) => live && setRules(loadedRules))
    return () => {
      live = false
    }
  }, [rules])

  // An unknown country (a typo in the app config) falls back to the default instead of breaking the field.
  const country = rules && !rules.isSupportedCountry(state.country) ? DEFAULT_PHONE_COUNTRY : state.country
  const digits = state.digits
  const value = useMemo(() => phoneValue(rules, { country, digits }), [rules, country, digits])
  const formattedValue = useMemo(() => (rules ? rules.format(digits, country) : digits), [rules, digits, country])

  // Changes come from event handlers, so the callback runs here, once, not inside a state updater.
  const current = useRef(state)
  current.current = state
  const update = useCallback((next: (previous: State) => State) => {
    const previous = current.current
    const result = next(previous)
    if (result.digits === previous.digits && result.country === previous.country) return
    current.current = result
    setState(result)
    latest.current.onValueChange?.(phoneValue(getLoadedPhoneRules(), result))
  }, [])

  const setCountry = useCallback(
    (code: string) =>
      update((previous) => {
        const next = code.toUpperCase() as PhoneCountryCode
        // a new country clears the number.
        return next === previous.country ? previous : { country: next, digits: '' }
      }),
    [update],
  )
  const clear = useCallback(() => update((previous) => ({ ...previous, digits: '' })), [update])

  const valueRef = useRef(value)
  valueRef.current = value
  const submit = useCallback(() => {
    if (valueRef.current.isValid) latest.current.onSubmit?.(valueRef.current)
  }, [])

  return useMemo(() => {
    const getInputProps = (user?: PhoneInputProps): PhoneInputProps =>
      mergeProps<PhoneInputProps, PhoneInputProps>(
        {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          value: formattedValue,
          'aria-invalid': digits !== '' && rules !== null && !value.isValid ? true : undefined,
          onChange: (e) => {
            const nextText = e.currentTarget.value
            update((previous) => ({ ...previous, digits: phoneDigitsAfterEdit(formattedValue, nextText) }))
          },
          onKeyDown: (e) => {
            // Enter submits; not while an IME is composing.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
          },
        },
        user,
      )
    const getCountrySelectProps = (user?: PhoneCountrySelectProps): PhoneCountrySelectProps =>
      mergeProps<PhoneCountrySelectProps, PhoneCountrySelectProps>(
        { value: country, onChange: (e) => setCountry(e.currentTarget.value) },
        user,
      )
    return {
      value,
      formattedValue,
      country,
      countries: rules?.countries ?? [],
      isReady: rules !== null,
      canSubmit: value.isValid,
      setCountry,
      clear,
      submit,
      getInputProps,
      getCountrySelectProps,
    }
  }, [value, formattedValue, country, digits, rules, setCountry, clear, submit, update])
}
