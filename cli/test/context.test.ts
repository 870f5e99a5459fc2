import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTerminalContext } from '../src/context.ts'

describe('the terminal context', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('attack: shell syntax in a package spec reaches the program as one literal argument (no shell runs it)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lobby-exec-'))
    dirs.push(cwd)
    const record = 'require("fs").writeFileSync("argv.json", JSON.stringify(process.argv.slice(1)))'
    const args = ['left-pad@>=1.0.0 <2 || ^3', 'x; touch pwned', '$(touch pwned)', 'a&touch pwned']
    const code = await createTerminalContext().exec(process.execPath, ['-e', record, ...args], { cwd })
    expect(code).toBe(0)
    expect(JSON.parse(readFileSync(join(cwd, 'argv.json'), 'utf8'))).toEqual([
      'left-pad@>=1.0.0 <2 || ^3',
      'x; touch pwned',
      '$(touch pwned)',
      'a&touch pwned',
    ])
    expect(existsSync(join(cwd, 'pwned'))).toBe(false)
  })

  it('exec answers 127 for a program that is not there', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lobby-exec-'))
    dirs.push(cwd)
    expect(await createTerminalContext().exec('lobby-no-such-program', [], { cwd })).toBe(127)
  })
})
