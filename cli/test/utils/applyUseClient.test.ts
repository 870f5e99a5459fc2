import { describe, expect, it } from 'vitest'
import { applyUseClient } from '../../src/utils/applyUseClient.ts'

const WITHOUT = `import { Button } from '@/components/lobby/ui/button'\n\nexport function A() {}\n`
const WITH = `'use client'\n${WITHOUT}`

describe('applyUseClient', () => {
  it("add: puts 'use client' on component files of a React Server Components host", () => {
    const out = applyUseClient(WITHOUT, { rsc: true, path: 'components/lobby/screens/a.tsx' })
    expect(out.startsWith(`'use client'\n`)).toBe(true)
    expect(out).toContain(WITHOUT)
  })

  it("add: keeps one 'use client' when the file has it already", () => {
    const out = applyUseClient(`"use client";\n${WITHOUT}`, { rsc: true, path: 'a.tsx' })
    expect(out.match(/use client/g)).toHaveLength(1)
  })

  it("add: leaves lib files of an RSC host usable from server components (no 'use client')", () => {
    expect(applyUseClient('export const x = 1\n', { rsc: true, path: 'lib/utils.ts' })).toBe('export const x = 1\n')
  })

  it("add: drops 'use client' for hosts without server components (Vite)", () => {
    expect(applyUseClient(WITH, { rsc: false, path: 'a.tsx' })).toBe(WITHOUT)
    expect(applyUseClient(WITHOUT, { rsc: false, path: 'a.tsx' })).toBe(WITHOUT)
  })
})
