'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  type PreviewAbis,
  type PreviewRequest,
  previewTransaction,
  type TransactionPreview,
} from '../core/transactions/previewTransaction'
import type { TransactionChain } from '../core/transactions/transactionChain'
import { type TypedDataNode, typedDataTree } from '../core/transactions/typedDataTree'

/** What `useTransactionPreview` reads: a transaction, or typed data, and the ABIs the host knows. */
export type UseTransactionPreviewOptions = {
  /** The transaction to decode (to, data, value). */
  transaction?: PreviewRequest | null
  /** Typed data to show as a tree (an object or its JSON text). */
  typedData?: unknown
  /** Host ABIs, per contract address or general; ERC-20 transfer and approve are built in. */
  abis?: PreviewAbis
  /** The chain the transaction goes to: an ERC-20 call's token symbol and decimals are read there (W-7.29). */
  chain?: TransactionChain | null
}

/** What `useTransactionPreview` returns. */
export type UseTransactionPreviewReturn = {
  /** The decoded transaction, once decoded (viem loads lazily), else null. */
  preview: TransactionPreview | null
  /** The typed data as a tree, or null. */
  typedData: { primaryType: string; domain: TypedDataNode[]; message: TypedDataNode[] } | null
  /** True while the decoder loads. */
  isPending: boolean
  /** Why the typed data could not be read, if it could not. */
  error: Error | null
}

const key = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)) ?? ''

function readTree(typedData: unknown): { value: UseTransactionPreviewReturn['typedData']; error: Error | null } {
  if (typedData === undefined || typedData === null) return { value: null, error: null }
  try {
    return { value: typedDataTree(typedData), error: null }
  } catch (error) {
    return { value: null, error: error as Error }
  }
}

/** Readable previews for custom UIs: decoded calldata (ERC-20 built in, host ABIs) and typed data as a tree. */
export function useTransactionPreview(options: UseTransactionPreviewOptions): UseTransactionPreviewReturn {
  const { transaction, typedData, abis, chain } = options
  // Callers pass fresh objects each render: decode again only when their content changes.
  const transactionKey = key(transaction)
  const abisKey = key([abis, chain?.id, chain?.rpcUrls.default?.http[0]])
  const [decoded, setDecoded] = useState<{ key: string; preview: TransactionPreview } | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on content, not identity
  useEffect(() => {
    if (!transaction) return
    let live = true
    const current = `${transactionKey}|${abisKey}`
    previewTransaction(transaction, abis, { chain }).then(
      (preview) => live && setDecoded({ key: current, preview }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [transactionKey, abisKey])
  const typedDataKey = key(typedData)
  const latestTypedData = useRef(typedData)
  latestTypedData.current = typedData
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on content, not identity
  const tree = useMemo(() => readTree(latestTypedData.current), [typedDataKey])
  const fresh = decoded && decoded.key === `${transactionKey}|${abisKey}` ? decoded.preview : null
  const hasTransaction = Boolean(transaction)
  return useMemo(
    () => ({
      preview: hasTransaction ? fresh : null,
      typedData: tree.value,
      isPending: hasTransaction && fresh === null,
      error: tree.error,
    }),
    [hasTransaction, fresh, tree],
  )
}
