import { z } from 'zod'
import { type TestWalletControls, type TestWalletOptions, testWalletScript } from './testWallet.ts'

/** What `GET /_sandbox/chains` answers: the anvil chains and their prefunded dev accounts. */
const ChainsAnswer = z.object({
  chains: z.array(z.object({ id: z.number(), rpcUrl: z.string() })),
  accounts: z.array(z.object({ address: z.string() })),
})

/** A Playwright page or browser context: the test wallet is injected before any script of its pages runs. */
export type InitScriptTarget = { addInitScript(script: string): Promise<unknown> }

/** Options of `installTestWallet`: the sandbox to reach, and the wallet's own options to override. */
export type InstallTestWalletOptions = Partial<TestWalletOptions> & {
  /** The sandbox's base URL (`TestSandbox.url`), started with `chains: true`. */
  sandboxUrl: string
}

/**
 * Injects the sandbox's EIP-6963 test wallet ("Lobby Test Wallet") into every page of `target`:
 * it announces itself to the page's wallet list, forwards reads and signing to the sandbox's anvil
 * chains, and signs for anvil's dev accounts (all of them unless `accounts` says). Call it before
 * `page.goto`. Flip its switches in the page with `setTestWalletMode`.
 *
 * @returns The options the script was built with (chains and accounts, from the sandbox).
 * @example
 * const sandbox = await startTestSandbox({ chains: true })
 * const context = await browser.newContext()
 * await installTestWallet(context, { sandboxUrl: sandbox.url })
 */
export async function installTestWallet(
  target: InitScriptTarget,
  options: InstallTestWalletOptions,
): Promise<TestWalletOptions> {
  const { sandboxUrl, ...wallet } = options
  let chains = wallet.chains
  let accounts = wallet.accounts
  if (!chains || !accounts) {
    const response = await fetch(new URL('/_sandbox/chains', sandboxUrl))
    const parsed = ChainsAnswer.safeParse(response.ok ? await response.json() : null)
    if (!parsed.success) {
      throw new Error(
        `The sandbox at ${sandboxUrl} did not list its chains (HTTP ${response.status}): pass the URL startTestSandbox returned.`,
      )
    }
    if (parsed.data.chains.length === 0) {
      throw new Error(
        'The sandbox runs no local chains, which the test wallet signs on: start it with startTestSandbox({ chains: true }).',
      )
    }
    chains ??= parsed.data.chains
    accounts ??= parsed.data.accounts.map((account) => account.address)
  }
  const resolved: TestWalletOptions = { ...wallet, chains, accounts }
  await target.addInitScript(testWalletScript(resolved))
  return resolved
}

/** A page the test wallet was injected into. */
export type EvaluatingPage = {
  evaluate<R, Arg>(fn: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>
}

/**
 * Makes the test wallet in `page` approve, reject (EIP-1193 error 4001) or leave pending the
 * requests that would prompt a user (connect, sign, send, switch chain).
 */
export async function setTestWalletMode(
  page: EvaluatingPage,
  mode: Parameters<TestWalletControls['setMode']>[0],
  globalName = 'lobbyTestWallet',
): Promise<void> {
  await page.evaluate(
    ({ name, value }) => {
      const controls = (window as unknown as Record<string, TestWalletControls | undefined>)[name]
      if (!controls) throw new Error(`No test wallet in this page: call installTestWallet before page.goto.`)
      controls.setMode(value)
    },
    { name: globalName, value: mode },
  )
}
