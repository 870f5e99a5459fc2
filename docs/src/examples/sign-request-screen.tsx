import { useSignMessage, useSignTypedData } from '@lobby/headless'
import { useEffect, useState } from 'react'
import type { HDAccount } from 'viem/accounts'
import { SignRequestScreen } from '@/components/lobby/screens/sign-request-screen'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { loadSandboxSigner } from './sandboxSigner.ts'

const typedData = {
  domain: { name: 'Lobby docs', version: '1', chainId: 1 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Ada', wallet: '0x00000000000000000000000000000000000000a1' }, contents: 'Hello' },
}

/** EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: sign a message or typed data, see 'Success', and check the signature. */
export function Example() {
  const [signer, setSigner] = useState<HDAccount | null>(null)
  useEffect(() => {
    loadSandboxSigner().then(setSigner, () => undefined)
  }, [])
  if (!signer) return <p className="text-sm">Loading the signer…</p>
  return (
    <SandboxApp slug="all-methods">
      <Sign signer={signer} />
    </SandboxApp>
  )
}

function Sign({ signer }: { signer: HDAccount }) {
  // This page renders the screen itself, beside the text, rather than in the modal.
  const message = useSignMessage({ signer, showInModal: false })
  const typed = useSignTypedData({ signer, showInModal: false })
  const [verdict, setVerdict] = useState<string | null>(null)
  const active = typed.state !== 'idle' && typed.state !== 'closed' ? typed : message
  const check = (signature: string, verify: () => Promise<boolean>) =>
    verify().then(
      (ok) => setVerdict(`${signature.slice(0, 18)}… ${ok ? 'verifies' : 'does not verify'} with viem`),
      (error: unknown) => setVerdict(`Could not verify: ${error instanceof Error ? error.message : String(error)}`),
    )
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2 text-sm">
        <button
          type="button"
          className="rounded border px-3 py-1"
          onClick={() =>
            message.signMessage('Sign in to the Lobby docs').then(
              async (signature) => {
                const { verifyMessage } = await import('viem')
                await check(signature, () =>
                  verifyMessage({
                    address: signer.address,
                    message: 'Sign in to the Lobby docs',
                    signature: signature as `0x${string}`,
                  }),
                )
              },
              () => setVerdict('Not signed'),
            )
          }
        >
          Sign a message
        </button>
        <button
          type="button"
          className="rounded border px-3 py-1"
          onClick={() =>
            typed.signTypedData(typedData).then(
              async (signature) => {
                const { verifyTypedData } = await import('viem')
                await check(signature, () =>
                  verifyTypedData({
                    address: signer.address,
                    ...typedData,
                    signature: signature as `0x${string}`,
                  } as never),
                )
              },
              () => setVerdict('Not signed'),
            )
          }
        >
          Sign typed data
        </button>
      </div>
      {active.state === 'idle' || active.state === 'closed' ? null : (
        <div className="max-w-sm rounded-lg border p-4">
          <SignRequestScreen flow={active} />
        </div>
      )}
      {verdict ? (
        <p aria-live="polite" className="text-sm">
          {verdict}
        </p>
      ) : null}
    </div>
  )
}
