import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const sandboxRoot = fileURLToPath(new URL('../..', import.meta.url))

// A fresh process, as a user's test file is: it imports the test kit from its sources through tsx
// (as the bin runs), starts a sandbox with chains off, and lists every module it loaded.
const CHILD = `
const { register } = await import('tsx/esm/api')
const loaded = []
register({ onImport: (url) => loaded.push(url) })
const { startTestSandbox } = await import('./src/testing/index.ts')
const sandbox = await startTestSandbox()
const atReady = [...loaded]
const answer = await fetch(sandbox.url + '/api/v1/apps/' + sandbox.appId())
await sandbox.close()
console.log(JSON.stringify({ atReady, afterAppsCall: loaded, appsStatus: answer.status }))
`

function startInFreshProcess(): Promise<{ atReady: string[]; afterAppsCall: string[]; appsStatus: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
      cwd: sandboxRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line))
      else reject(new Error(`the child exited with ${code}:\n${out}${err}`))
    })
  })
}

const viem = /\/node_modules\/\.pnpm\/viem@/
const passkeyServer = /\/node_modules\/\.pnpm\/@simplewebauthn\+server@/
const headlessCore = /\/packages\/headless\/src\/core\//

describe('sandbox start-up (issue 17: under 3 s with chains off)', () => {
  it('starts without loading viem, the passkey server or the headless core, which load with the first call that needs them', async () => {
    const { atReady, afterAppsCall, appsStatus } = await startInFreshProcess()
    expect(atReady.filter((url) => viem.test(url) || passkeyServer.test(url) || headlessCore.test(url))).toEqual([])
    expect(appsStatus).toBe(200)
    // GET /apps/:id builds the app config with the headless core's rules.
    expect(afterAppsCall.some((url) => headlessCore.test(url))).toBe(true)
  }, 120_000)
})
