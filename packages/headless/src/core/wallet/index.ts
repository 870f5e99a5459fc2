export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  parseFrameReply,
} from './createFrameChannel'
export {
  createFrameServer,
  FrameHandlerError,
  type FrameHandlers,
  type FrameServer,
  type FrameServerOptions,
} from './createFrameServer'
export {
  FRAME_MESSAGE_KINDS,
  FRAME_REQUEST_SCHEMAS,
  type FrameMessageKind,
  FrameReplyError,
  FrameReplyMessage,
  type FrameRequestInput,
  FrameRequestMessage,
} from './frameProtocol'
export {
  type ExportFrameUrlInput,
  embeddedWalletExportUrl,
  embeddedWalletFrameUrl,
  type FrameUrlInput,
  frameOrigin,
} from './frameUrls'
export type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from './frameWindow'
export {
  accountFromShares,
  combineShares,
  createEthereumKey,
  type EthereumKey,
  KEY_SHARE_THRESHOLD,
  type KeyShares,
  mnemonicAddress,
  splitMnemonic,
} from './keyShares'
export { entropyToMnemonic, mnemonicToEntropy } from './mnemonicEntropy'
