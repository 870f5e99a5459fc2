import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const BIN = fileURLToPath(new URL('../../bin/lobby-sandbox.mjs', import.meta.url))

/** A real `lobby-sandbox` process on a free loopback port. */
export type SandboxProcess = { url: string; child: ChildProcess; output: () => string }

/** Spawns the bin with `--port 0 --data <dir>` and resolves once it prints its URL. */
export function spawnSandbox(dataDir: string, timeoutMs = 60_000): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [BIN, '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '' },
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`lobby-sandbox did not start in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], child, output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`lobby-sandbox exited with ${code}:\n${output}`))
    })
  })
}

/** Kills the process with SIGKILL (no chance to flush anything) and waits for it to be gone. */
export function killHard(proc: SandboxProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve()
    proc.child.once('exit', () => resolve())
    proc.child.kill('SIGKILL')
  })
}
