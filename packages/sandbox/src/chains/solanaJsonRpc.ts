import { z } from 'zod'

/** JSON-RPC 2.0 error codes, plus Solana's for a failed transaction: the HTTP endpoint's and the socket's. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  transactionFailed: -32002,
} as const

/** One JSON-RPC 2.0 call; without an id it is a notification, which gets no answer. */
export const RpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})
