import { describe, expect, it } from 'vitest'
import { rewriteImports } from '../../src/utils/rewriteImports.ts'

const SOURCE = `import { cn } from '@/lib/utils'
import { Button } from "@/components/lobby/ui/button"
import { useOtpInput } from '@lobby/headless'
import { helper } from '@/lib/format'
const lazy = () => import('@/components/lobby/screens/code-screen')
const text = 'see @/components in the docs'
`

describe('rewriteImports', () => {
  it('add: rewrites imports to the host aliases', () => {
    const out = rewriteImports(SOURCE, { components: '~/ui-kit', lib: '#lib', utils: '#lib/cn' })
    expect(out).toContain(`import { cn } from '#lib/cn'`)
    expect(out).toContain(`import { Button } from "~/ui-kit/lobby/ui/button"`)
    expect(out).toContain(`import { helper } from '#lib/format'`)
    expect(out).toContain(`import('~/ui-kit/lobby/screens/code-screen')`)
  })

  it('add: leaves package imports and prose alone', () => {
    const out = rewriteImports(SOURCE, { components: '~/ui-kit', lib: '#lib', utils: '#lib/cn' })
    expect(out).toContain(`from '@lobby/headless'`)
    expect(out).toContain(`'see @/components in the docs'`)
  })

  it('add: is the identity for hosts on the registry aliases', () => {
    expect(rewriteImports(SOURCE, { components: '@/components', lib: '@/lib', utils: '@/lib/utils' })).toBe(SOURCE)
  })
})
