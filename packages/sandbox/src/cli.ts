import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { NO_RATE_LIMITS } from './sandbox/createRateLimiter.ts'
import { startSandbox } from './startSandbox.ts'

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.lobby-sandbox/', import.meta.url))
// PostgreSQL has no data directory to sit beside: the key file defaults to where the default one's would be.
const DEFAULT_SEALING_KEY_FILE = fileURLToPath(new URL('../../../.lobby-sandbox.sealing-key', import.meta.url))
const USAGE = `Usage: lobby-sandbox [--port 8787] [--data <dir>] [--apps <apps.json>] [--sealing-key <file>] [--host localhost]

  --port   port on 127.0.0.1 (0 picks a free one)         default 8787
           the embedded-wallet frame listens on port + 1 (a free one for 0)
  --host   the name its URLs carry: 127.0.0.1 or localhost  default 127.0.0.1
           (it listens on 127.0.0.1 either way; localhost for pages with passkeys)
  --data   PGlite data directory                            default .lobby-sandbox/ at the repo root
  --apps   apps config file                                 default the bundled apps.json
  --no-chains  do not start the local anvil chains          default: chains 1, 11155111 and 84532 on free ports
  --no-rate-limits  no code or MFA limits (load benchmarks only: guessing is then unbounded)
  --sealing-key  file of the key sealing automatic-recovery shares (base64, 32 bytes; made 0600 when absent)
                                                            default <data dir>.sealing-key, beside the data directory
                                                            (with DATABASE_URL: .lobby-sandbox.sealing-key at the repo root)
  DATABASE_URL=postgres://...   use that PostgreSQL server instead of PGlite
  LOBBY_SANDBOX_SEALING_KEY=<base64 of 32 bytes>   the sealing key itself, instead of a file`

function readArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        apps: { type: 'string' },
        'no-chains': { type: 'boolean' },
        'no-rate-limits': { type: 'boolean' },
        'sealing-key': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
}

const values = readArgs()

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535 (got "${values.port}").`)
  process.exit(2)
}

const host = values.host
if (host !== '127.0.0.1' && host !== 'localhost') {
  console.error(`--host must be 127.0.0.1 or localhost (got "${host}").`)
  process.exit(2)
}

const databaseUrl = process.env.DATABASE_URL
try {
  const running = await startSandbox({
    port,
    hostname: host,
    ...(databaseUrl ? { databaseUrl } : { dataDir: values.data ?? DEFAULT_DATA_DIR }),
    ...(values.apps ? { appsFile: values.apps } : {}),
    ...(values['sealing-key'] || databaseUrl
      ? { sealingKeyFile: values['sealing-key'] ?? DEFAULT_SEALING_KEY_FILE }
      : {}),
    log: (line) => console.log(line),
    chains: !values['no-chains'],
    ...(values['no-rate-limits'] ? { rateLimits: NO_RATE_LIMITS } : {}),
  })
  const { url, sandbox } = running
  console.log(`Lobby sandbox listening on ${url}`)
  console.log(`  API     ${url}/api/v1`)
  console.log(`  frame   ${running.frameUrl}  (the embedded-wallet frame's origin: walletFrameUrl)`)
  console.log(`  inbox   ${url}/_sandbox/inbox`)
  console.log(`  apps    ${url}/_sandbox/apps`)
  console.log(`  health  ${url}/_sandbox/health`)
  console.log(`  chains  ${url}/_sandbox/chains`)
  for (const chain of running.chains?.chains ?? []) console.log(`    ${chain.id}  ${chain.name}  ${chain.rpcUrl}`)
  console.log(`  store   ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${values.data ?? DEFAULT_DATA_DIR}`}`)
  console.log('Apps:')
  for (const app of Object.values(sandbox.apps)) console.log(`  ${app.id}  ${app.name}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    running.close().then(() => process.exit(0))
  }
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
