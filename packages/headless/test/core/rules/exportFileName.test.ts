import { describe, expect, it } from 'vitest'
import { EXPORT_FILE_SUFFIX, exportFileName } from '../../../src/core/rules/exportFileName'

describe('exportFileName', () => {
  it('W-9.40 lowercases the app name, drops non-letters and adds the fixed suffix ending .txt', () => {
    expect(exportFileName('My App 2!')).toBe(`myapp-${EXPORT_FILE_SUFFIX}`)
    expect(exportFileName('Café_Net')).toBe(`cafénet-${EXPORT_FILE_SUFFIX}`)
    expect(exportFileName('x')).toMatch(/^x-.+\.txt$/)
  })

  it('W-9.40 an app name with no letters gives the suffix alone', () => {
    expect(exportFileName('123 !!')).toBe(EXPORT_FILE_SUFFIX)
    expect(exportFileName(undefined)).toBe(EXPORT_FILE_SUFFIX)
    expect(EXPORT_FILE_SUFFIX.endsWith('.txt')).toBe(true)
  })
})
