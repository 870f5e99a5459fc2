/** W-9.02: how long the wallet frame may take to answer in general (15 s)... */
export const WALLET_FRAME_READY_MS = 15_000

/** W-9.02, W-4.09: ...and when it is initialised for the creation right after login (30 s). */
export const WALLET_FRAME_READY_AFTER_LOGIN_MS = 30_000

/** W-4.10, W-9.03: wallet creation in the frame times out after 20 s. */
export const WALLET_CREATE_TIMEOUT_MS = 20_000

/** W-7 (the default time-out of 20 s): every other frame operation (connect, recover, set-recovery...). */
export const WALLET_OPERATION_TIMEOUT_MS = 20_000

/** W-9.01: a wallet RPC (a signature) may wait 120 s for the frame. */
export const WALLET_RPC_TIMEOUT_MS = 120_000

/** How often the SDK pings a frame that has not said it is ready (ours: the spec gives only the overall wait). */
export const WALLET_FRAME_PING_MS = 500
