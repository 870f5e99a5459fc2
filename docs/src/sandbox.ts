/** Where the live examples find the sandbox; `npm start` sets it. */
export const sandboxUrl: string = import.meta.env.VITE_LOBBY_SANDBOX_URL ?? 'http://127.0.0.1:8787'
