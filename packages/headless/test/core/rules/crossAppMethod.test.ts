import { describe, expect, it } from 'vitest'
import { crossAppMethodAppId, isCrossAppMethod, providerAppName } from '../../../src/core/rules/crossAppMethod'
import { loginOptionLabel } from '../../../src/core/rules/displayNames'

// A provider app id as the server issues them: 25 letters and digits.
const PROVIDER = 'cm4provider0000000000000a'

describe('cross-app login methods', () => {
  it("A-1.08 A-3.07 W-7.31 'privy:' and a 25-character app id is a cross-app method; anything else is not", () => {
    expect(PROVIDER).toHaveLength(25)
    expect(isCrossAppMethod(`privy:${PROVIDER}`)).toBe(true)
    expect(isCrossAppMethod(`privy:${PROVIDER.slice(1)}`)).toBe(false)
    expect(isCrossAppMethod(`privy:${PROVIDER}0`)).toBe(false)
    expect(isCrossAppMethod(`privy:${PROVIDER.slice(1)}-`)).toBe(false)
    expect(isCrossAppMethod(`xprivy:${PROVIDER}`)).toBe(false)
    expect(isCrossAppMethod(`Privy:${PROVIDER}`)).toBe(false)
    expect(isCrossAppMethod(`privy:${PROVIDER}\n`)).toBe(false)
    expect(isCrossAppMethod(PROVIDER)).toBe(false)
    expect(isCrossAppMethod('google')).toBe(false)
  })

  it('A-1.08 the provider app id of a cross-app method, and none for another method', () => {
    expect(crossAppMethodAppId(`privy:${PROVIDER}`)).toBe(PROVIDER)
    expect(crossAppMethodAppId('privy:short')).toBeNull()
    expect(crossAppMethodAppId('email')).toBeNull()
  })

  it("W-7.33 the provider app's name once looked up; 'another app' for one not known yet", () => {
    const known = { [PROVIDER]: { name: 'Provider Games', logoUrl: null } }
    expect(providerAppName(known, PROVIDER)).toBe('Provider Games')
    expect(providerAppName(known, 'cm4other000000000000000000')).toBe('another app')
    expect(providerAppName(undefined, PROVIDER)).toBe('another app')
  })

  it("A-1.08 W-7.33 a cross-app button reads the provider app's name, 'Continue with another app' until it is known", () => {
    const known = { [PROVIDER]: { name: 'Provider Games', logoUrl: 'https://provider.example/logo.png' } }
    expect(loginOptionLabel(`privy:${PROVIDER}`, known)).toBe('Provider Games')
    expect(loginOptionLabel(`privy:${PROVIDER}`, {})).toBe('Continue with another app')
    expect(loginOptionLabel(`privy:${PROVIDER}`)).toBe('Continue with another app')
    // Other methods keep their own labels whatever provider apps are known.
    expect(loginOptionLabel('email', known)).toBe('Continue with email')
  })
})
