import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
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
    ['git hook', '.git/hooks/pre-commit'],
    ['git hook via root prefix', '~/.git/hooks/post-checkout'],
    ['nested git folder', 'components/.git/config'],
    ['editor settings', '.vscode/settings.json'],
    ['CI workflow', '.github/workflows/ci.yml'],
    ['env file', '.env'],
    ['npmrc', '~/.npmrc'],
    ['hidden file in a folder', 'components/lobby/.eslintrc.js'],
    ['encoded dot folder', '%2egit/hooks/pre-commit'],
    ['double-encoded dot folder', '%252evscode/settings.json'],
    ['windows short name of .git', 'GIT~1/hooks/pre-commit'],
    ['alternate data stream', 'components/button.tsx:evil'],
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

  describe('through symlinks', () => {
    const dirs: string[] = []
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
    })
    const project = () => {
      const base = mkdtempSync(join(tmpdir(), 'lobby-safe-target-'))
      dirs.push(base)
      const root = join(base, 'app')
      mkdirSync(join(root, 'components'), { recursive: true })
      mkdirSync(join(base, 'outside'))
      return { base, root }
    }

    it('refuses a target under a symlinked folder that points outside the project', () => {
      const { base, root } = project()
      symlinkSync(join(base, 'outside'), join(root, 'components', 'lobby'))
      expect(isSafeTarget('components/lobby/ui/button.tsx', root)).toBe(false)
    })

    it('refuses a target that is a symlink to a file outside the project', () => {
      const { base, root } = project()
      symlinkSync(join(base, 'outside', 'victim.ts'), join(root, 'components', 'button.tsx'))
      expect(isSafeTarget('components/button.tsx', root)).toBe(false)
    })

    it('accepts a symlinked folder that stays inside the project', () => {
      const { root } = project()
      mkdirSync(join(root, 'src'))
      symlinkSync(join(root, 'src'), join(root, 'app'))
      expect(isSafeTarget('app/components/lobby/ui/button.tsx', root)).toBe(true)
    })

    it('accepts a project that is itself reached through a symlink', () => {
      const { base, root } = project()
      symlinkSync(root, join(base, 'linked'))
      expect(isSafeTarget('components/lobby/ui/button.tsx', join(base, 'linked'))).toBe(true)
    })
  })
})
