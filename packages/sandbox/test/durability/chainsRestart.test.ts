import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/index.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-chains-'))
  dirs.push(dir)
  return dir
}
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const ONE_CHAIN = { chains: [{ id: 1, name: 'Ethereum (sandbox)', testnet: false }] }
// anvil's first dev account (its well-known public test key).
const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const clients = (rpcUrl: string) => ({
  reader: createPublicClient({ transport: http(rpcUrl) }),
  writer: createWalletClient({ account: privateKeyToAccount(FUNDED_KEY), transport: http(rpcUrl) }),
})

describe('EVM chains across a restart', () => {
  it('behavior: balances, blocks and receipts survive a restart on the same data directory', async () => {
    const dataDir = tempDir()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const first = await startSandbox({ port: 0, dataDir, chains: ONE_CHAIN })
    let hash: Hex
    let blockNumber: bigint
    try {
      const { reader, writer } = clients(first.chains?.chains[0]?.rpcUrl ?? '')
      hash = await writer.sendTransaction({ to: receiver, value: parseEther('0.5'), chain: null })
      blockNumber = (await reader.waitForTransactionReceipt({ hash })).blockNumber
    } finally {
      await first.close()
    }

    const second = await startSandbox({ port: 0, dataDir, chains: ONE_CHAIN })
    try {
      const { reader, writer } = clients(second.chains?.chains[0]?.rpcUrl ?? '')
      expect(await reader.getBalance({ address: receiver })).toBe(500_000_000_000_000_000n)
      const receipt = await reader.getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.blockNumber).toBe(blockNumber)
      // The chain goes on from where it was: the sender's nonce and the block height carried over.
      const next = await writer.sendTransaction({ to: receiver, value: parseEther('0.25'), chain: null })
      expect((await reader.waitForTransactionReceipt({ hash: next })).blockNumber).toBe(blockNumber + 1n)
      expect(await reader.getBalance({ address: receiver })).toBe(750_000_000_000_000_000n)
    } finally {
      await second.close()
    }
  }, 60_000)

  it('behavior: a damaged chain state file stops the start with a message naming it, and is left as it was', async () => {
    const dataDir = tempDir()
    const file = join(dataDir, 'anvil-chain-1.json')
    writeFileSync(file, '{"block": {"number": 3}, "accou')
    await expect(startSandbox({ port: 0, dataDir, chains: ONE_CHAIN })).rejects.toThrow(
      `The state of chain 1 in ${file} cannot be read (it is not JSON`,
    )
    await expect(startSandbox({ port: 0, dataDir, chains: ONE_CHAIN })).rejects.toThrow(
      'move the file away to start that chain afresh.',
    )
    expect(readFileSync(file, 'utf8')).toBe('{"block": {"number": 3}, "accou')
    writeFileSync(file, JSON.stringify({ accounts: [] }))
    await expect(startSandbox({ port: 0, dataDir, chains: ONE_CHAIN })).rejects.toThrow(
      `The state of chain 1 in ${file} cannot be read (it is not an anvil state dump)`,
    )
  }, 60_000)
})
