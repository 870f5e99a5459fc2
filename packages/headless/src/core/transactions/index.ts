export {
  type ChainStorage,
  createEmbeddedProvider,
  type EmbeddedProvider,
  type EmbeddedProviderOptions,
  type EmbeddedProviderRequest,
  savedChainKey,
} from './embeddedProvider'
export {
  type GetEmbeddedWalletProviderOptions,
  getEmbeddedWalletProvider,
  walletFrameRpc,
} from './embeddedWalletProvider'
export { type EmbeddedSignerOptions, embeddedSolanaSigner, embeddedWalletSigner } from './embeddedWalletSigners'
export { type Erc20Token, readErc20Token } from './erc20Token'
export {
  MAX_QUANTITY,
  type ParsedTransactionRequest,
  type ParseTransactionIssue,
  parseTransactionRequest,
  TRANSACTION_DATA_MESSAGE,
  TRANSACTION_NONCE_MESSAGE,
  transactionAddressMessage,
} from './parseTransactionRequest'
export {
  erc20AmountText,
  type PreviewAbis,
  type PreviewArgument,
  type PreviewOptions,
  type PreviewRequest,
  previewTransaction,
  type TokenFacts,
  type TransactionPreview,
} from './previewTransaction'
export { type SendScreenHeading, type SendScreenStatus, sendScreenHeading } from './sendScreenHeading'
export {
  ADD_FUNDS_TEXT,
  approveButtonText,
  canPressApprove,
  createSendTransaction,
  DEFAULT_APPROVE_TEXT,
  type PreparedTransaction,
  type SendTransactionFlow,
  type SendTransactionFlowOptions,
  type SendTransactionResult,
  type SendTransactionState,
  type SendTransactionStep,
} from './sendTransaction'
export {
  createSignRequest,
  DEFAULT_SIGN_TEXT,
  SIGN_REQUEST_METHODS,
  SIGN_SUCCESS_CLOSE_MS,
  SIGN_SUCCESS_TEXT,
  type SignRequest,
  type SignRequestFlow,
  type SignRequestFlowOptions,
  type SignRequestMethod,
  type SignRequestState,
  type SignRequestStep,
  type SolanaMessageSigner,
  signButtonText,
  signScreenHeading,
} from './signRequest'
export {
  type SolanaFrameMethod,
  type SolanaFrameRpc,
  type SolanaSendTarget,
  type SolanaTransaction,
  type SolanaWalletSigner,
  solanaFrameSigner,
} from './solanaTransactions'
export { toSerializableTransaction } from './toSerializableTransaction'
export {
  chainRpcUrl,
  createChainClient,
  findChain,
  type TransactionChain,
} from './transactionChain'
export { isInsufficientFundsError, isNonceError, toTransactionError } from './transactionErrors'
export {
  getTransactionPrompt,
  showTransactionPrompt,
  TRANSACTION_PROMPT_SCREENS,
  type TransactionPrompt,
} from './transactionPrompt'
export { type TransactionReceipt, toTransactionReceipt } from './transactionReceipt'
export {
  type FrameRpc,
  frameSigner,
  type MessageSigner,
  type TransactionSigner,
  toRpcTransaction,
} from './transactionSigner'
export {
  INVALID_TYPED_DATA_MESSAGE,
  parseTypedData,
  type TypedDataInput,
  type TypedDataNode,
  typedDataTree,
} from './typedDataTree'
