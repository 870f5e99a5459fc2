import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const BIN = fileURLToPath(new URL('../../bin/lobby-sandbox.mjs', import.meta.url))

/** A real `lobby-sandbox` process on a free loopback port. */
export type SandboxProcess = { url: string; child: ChildProcess; output: () => string }

/**
 * Spawns the bin with `--port 0 --data <dir>` and resolves once it prints its URL. `chains: false`
 * passes `--no-chains`, for a test that needs no anvil (three of them start by default).
 */
export function spawnSandbox(
  dataDir: string,
  { chains = true, timeoutMs = 60_000 }: { chains?: boolean; timeoutMs?: number } = {},
): Promise<SandboxProcess> {
  const args = [BIN, '--port', '0', '--data', dataDir, ...(chains ? [] : ['--no-chains'])]
  const child = spawn(process.execPath, args, {
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

/** Stops the process the way a user's Ctrl-C does (its chains write their state and exit first); SIGKILL after 15 s. */
export function stopGracefully(proc: SandboxProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve()
    const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000)
    proc.child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    proc.child.kill('SIGTERM')
  })
}

/**
 * Stops the processes and removes their data directories. A chain whose sandbox was SIGKILLed is
 * stopped by its guard, and writes its state file on the way out, possibly just after a removal
 * emptied the folder. `rmSync`'s own retries only retry the final rmdir, never the files that
 * appeared since (a CI run saw ENOTEMPTY through 21 s of them with no writer left), so each attempt
 * here is a whole removal again. A folder still not removable is left in the OS temp folder with a
 * warning naming what is in it: a test's clean-up must not fail the test it follows (that no anvil
 * outlives its sandbox is proven by its own test, test/chains/cliChains.test.ts).
 */
export async function cleanUpSandboxes(processes: SandboxProcess[], dirs: string[]): Promise<void> {
  for (const proc of processes) await stopGracefully(proc)
  for (const dir of dirs) {
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(dir, { recursive: true, force: true })
        break
      } catch (error) {
        if (attempt < 40) {
          await new Promise((resolve) => setTimeout(resolve, 250))
          continue
        }
        const left = existsSync(dir) ? readdirSync(dir, { recursive: true }).join(', ') : ''
        console.warn(`could not remove ${dir} (${(error as Error).message}); still in it: ${left}`)
        break
      }
    }
  }
}
