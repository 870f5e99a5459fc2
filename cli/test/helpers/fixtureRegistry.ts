import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A registry item as a test writes it (shadcn's registry-item format). */
export type FixtureItem = {
  name: string
  type: string
  description?: string
  dependencies?: string[]
  devDependencies?: string[]
  registryDependencies?: string[]
  files?: { path: string; type: string; content: string; target?: string }[]
  cssVars?: { theme?: Record<string, string>; light?: Record<string, string>; dark?: Record<string, string> }
}

/** Writes a registry (registry.json + one <name>.json per item) to `dir`, or a new temp folder. */
export function writeRegistry(items: FixtureItem[], dir = mkdtempSync(join(tmpdir(), 'lobby-registry-'))): string {
  mkdirSync(dir, { recursive: true })
  const index = {
    $schema: 'https://ui.shadcn.com/schema/registry.json',
    name: 'fixture',
    homepage: 'https://example.test',
    items: items.map(({ files, ...item }) => ({ ...item, files: (files ?? []).map(({ content: _c, ...f }) => f) })),
  }
  writeFileSync(join(dir, 'registry.json'), JSON.stringify(index, null, 2))
  for (const item of items) {
    const full = { $schema: 'https://ui.shadcn.com/schema/registry-item.json', ...item }
    writeFileSync(join(dir, `${item.name}.json`), JSON.stringify(full, null, 2))
  }
  return dir
}

/** The small registry most command tests use: a lib, a theme, a primitive and a screen. */
export function baseItems(screen = SCREEN_V1): FixtureItem[] {
  return [
    {
      name: 'utils',
      type: 'registry:lib',
      description: 'cn helper',
      dependencies: ['clsx', 'tailwind-merge'],
      files: [{ path: 'registry/lib/utils.ts', type: 'registry:lib', content: UTILS }],
    },
    {
      name: 'theme',
      type: 'registry:theme',
      description: 'theme variables',
      cssVars: {
        theme: { 'color-lobby-accent': 'var(--lobby-accent)' },
        light: { 'lobby-accent': '#676FFF' },
        dark: { 'lobby-accent': '#8a90ff' },
      },
    },
    {
      name: 'button',
      type: 'registry:ui',
      description: 'a button',
      registryDependencies: ['utils', 'theme'],
      files: [{ path: 'registry/ui/button.tsx', type: 'registry:ui', content: BUTTON }],
    },
    {
      name: 'code-screen',
      type: 'registry:block',
      description: 'the code screen',
      dependencies: ['@lobby/headless', 'left-pad@^1.3.0'],
      registryDependencies: ['button'],
      files: [{ path: 'registry/screens/code-screen.tsx', type: 'registry:component', content: screen }],
    },
  ]
}

const UTILS = `export function cn(...inputs: Array<string | false | undefined>): string {
  return inputs.filter(Boolean).join(' ')
}
`

const BUTTON = `'use client'
import type * as React from 'react'
import { cn } from '@/lib/utils'

export function Button({ className, ...props }: React.ComponentProps<'button'>) {
  return <button data-slot="button" className={cn('rounded-lobby px-3', className)} {...props} />
}
`

/** Version 1 of the fixture screen. */
export const SCREEN_V1 = `'use client'
import { Button } from '@/components/lobby/ui/button'

export function CodeScreen() {
  return (
    <section data-slot="code-screen">
      <h2>Enter confirmation code</h2>
      <p>Check your email</p>
      <Button>Resend code</Button>
    </section>
  )
}
`
