// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generatedLogoFiles, svgToJsx } from '../scripts/generateLogos.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
// The committed files went through the formatter; only whitespace may differ.
const squeezed = (text: string) => text.replace(/\s+/g, '')

describe('logo items', () => {
  it.each(generatedLogoFiles().map((file) => [file.path, file.content] as const))(
    '%s is what the generator writes from the icon sets today (run pnpm registry:build)',
    (path, content) => {
      expect(squeezed(readFileSync(join(root, path), 'utf8'))).toBe(squeezed(content))
    },
  )

  it('SVG attributes become JSX props, and near-black fills the text colour (dark theme)', () => {
    expect(
      svgToJsx('<path fill="#000" fill-rule="evenodd" d="M0 0h1"/>\n  <stop stop-color="#181717" offset="1"/>'),
    ).toBe('<path fill="currentColor" fillRule="evenodd" d="M0 0h1" /><stop stopColor="currentColor" offset="1" />')
    expect(svgToJsx('<path fill="#4285F4" d="M1 1"/>')).toBe('<path fill="#4285F4" d="M1 1" />')
  })
})
