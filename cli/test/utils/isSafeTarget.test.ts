import { describe, expect, it } from 'vitest'
import { isSafeTarget } from '../../src/utils/isSafeTarget.ts'

const ROOT = '/home/dev/app'

describe('isSafeTarget', () => {
  it.each([
    ['parent segment', '../outside.ts'],
    ['nested parent segment', 'components/../../outside.ts'],
    ['trailing parent segment', 'components/..'],
    ['encoded dots', '%2e%2e/outside.ts'],
    ['encoded slash', '..%2foutside.ts'],
    ['double-encoded dots', '%252e%252e/outside.ts'],
    ['double-encoded slash', '..%252foutside.ts'],
    ['triple-encoded dots', '%25252e%25252e/outside.ts'],
    ['null byte', 'components/button.tsx\0.png'],
    ['encoded null byte', 'components/button.tsx%00.png'],
    ['backslash traversal', '..\\outside.ts'],
    ['backslash separator', 'components\\button.tsx'],
    ['absolute path', '/etc/passwd'],
    ['absolute path into the root', `${ROOT}/components/button.tsx`],
    ['windows drive', 'C:/Windows/system32/x.dll'],
    ['home directory', '~/../.bashrc'],
    ['another user home', '~root/.bashrc'],
    ['bare tilde', '~'],
    ['malformed encoding', '%E0%A4%A'],
    ['empty', ''],
    ['the root itself', '.'],
  ])('refuses a %s: %j', (_name, target) => {
    expect(isSafeTarget(target, ROOT)).toBe(false)
  })

  it.each([
    ['component', 'components/lobby/ui/button.tsx'],
    ['lib file', 'lib/utils.ts'],
    ['root-relative shadcn target', '~/app/login/page.tsx'],
    ['dots inside a name', 'components/lobby/ui/button..tsx'],
    ['current-dir prefix', './components/lobby/ui/button.tsx'],
  ])('accepts a %s: %j', (_name, target) => {
    expect(isSafeTarget(target, ROOT)).toBe(true)
  })
})
