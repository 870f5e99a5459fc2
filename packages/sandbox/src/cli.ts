import { parseArgs } from 'node:util'
import { startSandbox } from './startSandbox.ts'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8787' }, data: { type: 'string' }, help: { type: 'boolean' } },
})

if (values.help) {
  console.log('Usage: lobby-sandbox [--port 8787] [--data <dir>]')
  process.exit(0)
}

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535 (got "${values.port}").`)
  process.exit(2)
}

try {
  const sandbox = await startSandbox({ port })
  console.log(`Lobby sandbox listening on ${sandbox.url}`)
  console.log(`  API     ${sandbox.url}/api/v1`)
  console.log(`  health  ${sandbox.url}/_sandbox/health`)
  const stop = () => sandbox.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the other process or pass --port <free port>.`
      : `The sandbox could not start: ${(error as Error).message}`,
  )
  process.exit(1)
}
