/** A chain the test wallet can use: its id and the JSON-RPC URL it forwards reads and dev-account signing to. */
export type TestWalletChain = { id: number; rpcUrl: string }

/** Options of `testWalletScript`. */
export type TestWalletOptions = {
  /** Chains the wallet can reach (the sandbox's `GET /_sandbox/chains`). */
  chains: TestWalletChain[]
  /** Addresses it exposes; anvil's dev accounts, which anvil signs for. */
  accounts: string[]
  /** Chain it starts on; default the first. */
  chainId?: number
  /** Chain ids the wallet knows at first (others answer 4902 until added); default all of `chains`. */
  knownChainIds?: number[]
  /** EIP-6963 info; defaults name the wallet "Lobby Test Wallet". */
  info?: { uuid?: string; name?: string; icon?: string; rdns?: string }
  /** Global the controls are set on; default `lobbyTestWallet`. */
  globalName?: string
}

/**
 * What a prompted request does: approve, reject with 4001, or stay pending (a second one then gets
 * -32002); fail-signing approves the connection but fails every signature with -32603, as a wallet
 * whose own signing broke (no refusal of the user's).
 */
export type TestWalletMode = 'approve' | 'reject' | 'pending' | 'fail-signing'

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23334155"/%3E%3C/svg%3E'

// Runs in the page: no imports, plain ES2020. `config` is inlined as JSON by testWalletScript.
const PAGE_SOURCE = `(function (config, target) {
  var PROMPTED = ['eth_requestAccounts', 'wallet_requestPermissions', 'personal_sign', 'eth_sign',
    'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'];
  var SIGNING = ['personal_sign', 'eth_sign', 'eth_signTypedData_v4'];
  var state = { mode: 'approve', connected: true, chainDisconnected: false, authorized: false,
    chainId: config.chainId, known: config.knownChainIds.slice(), held: null, signer: null };
  var listeners = {};
  function emit(event, value) { (listeners[event] || []).slice().forEach(function (fn) { fn(value); }); }
  function rpcError(code, message, data) {
    var error = new Error(message); error.code = code; if (data !== undefined) error.data = data; return error;
  }
  function hex(n) { return '0x' + n.toString(16); }
  function chainOf(id) { return config.chains.filter(function (c) { return c.id === id; })[0]; }
  var nextId = 1;
  function forward(method, params) {
    var chain = chainOf(state.chainId);
    if (!chain) return Promise.reject(rpcError(4901, 'The provider is not connected to the requested chain.'));
    return fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method: method, params: params || [] }) })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (body.error) throw rpcError(body.error.code, body.error.message, body.error.data);
        return body.result;
      });
  }
  function accounts() { return state.signer ? [state.signer.address] : config.accounts.slice(); }
  // A signer of the page's own (setSigner) answers for its one account instead of anvil's dev keys.
  function sign(method, params) {
    if (!state.signer) return forward(method, params);
    var chain = chainOf(state.chainId);
    if (!chain) return Promise.reject(rpcError(4901, 'The provider is not connected to the requested chain.'));
    return state.signer.request({ method: method, params: params, chainId: state.chainId, rpcUrl: chain.rpcUrl });
  }
  function sameAddress(a, b) { return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase(); }
  function checkSigner(address) {
    if (!state.authorized || !accounts().some(function (a) { return sameAddress(a, address); }))
      throw rpcError(4100, 'The requested account has not been authorized by the user.');
  }
  function approved(method, params) {
    switch (method) {
      case 'eth_requestAccounts': case 'wallet_requestPermissions':
        state.authorized = true; emit('accountsChanged', accounts());
        return method === 'eth_requestAccounts' ? accounts() : [{ parentCapability: 'eth_accounts' }];
      case 'wallet_switchEthereumChain': {
        var id = Number(params && params[0] && params[0].chainId);
        if (state.known.indexOf(id) < 0) throw rpcError(4902, 'Unrecognized chain ID "' + hex(id) + '". Try adding the chain using wallet_addEthereumChain first.');
        if (state.chainId !== id) { state.chainId = id; emit('chainChanged', hex(id)); }
        return null;
      }
      case 'wallet_addEthereumChain': {
        var add = Number(params && params[0] && params[0].chainId);
        if (!chainOf(add)) throw rpcError(-32603, 'The test wallet cannot reach chain ' + add + '.');
        if (state.known.indexOf(add) < 0) state.known.push(add);
        return null;
      }
      case 'personal_sign': checkSigner(params[1]); return sign('personal_sign', params);
      case 'eth_sign': checkSigner(params[0]); return sign('eth_sign', params);
      case 'eth_signTypedData_v4': checkSigner(params[0]); return sign('eth_signTypedData_v4', params);
      case 'eth_sendTransaction': checkSigner(params[0] && params[0].from); return sign('eth_sendTransaction', params);
    }
  }
  function request(args) {
    if (!args || typeof args.method !== 'string') return Promise.reject(rpcError(-32600, 'Invalid request: method must be a string.'));
    var method = args.method, params = args.params;
    if (!state.connected) return Promise.reject(rpcError(4900, 'The provider is disconnected from all chains.'));
    if (method === 'eth_chainId') return Promise.resolve(hex(state.chainId));
    if (method === 'net_version') return Promise.resolve(String(state.chainId));
    if (method === 'eth_accounts') return Promise.resolve(state.authorized ? accounts() : []);
    if (state.chainDisconnected && method !== 'wallet_switchEthereumChain' && method !== 'wallet_addEthereumChain')
      return Promise.reject(rpcError(4901, 'The provider is not connected to the requested chain.'));
    if (PROMPTED.indexOf(method) < 0) return forward(method, params);
    if (state.held) return Promise.reject(rpcError(-32002, "Request of type '" + state.held + "' already pending. Please wait."));
    if (state.mode === 'reject') return Promise.reject(rpcError(4001, 'User rejected the request.'));
    if (state.mode === 'pending') { state.held = method; return new Promise(function () {}); }
    if (state.mode === 'fail-signing' && SIGNING.indexOf(method) >= 0)
      return Promise.reject(rpcError(-32603, 'Internal JSON-RPC error: the wallet could not sign.'));
    return new Promise(function (resolve) { resolve(approved(method, params)); });
  }
  var provider = {
    isLobbyTestWallet: true,
    request: request,
    on: function (event, fn) { (listeners[event] = listeners[event] || []).push(fn); return provider; },
    removeListener: function (event, fn) {
      listeners[event] = (listeners[event] || []).filter(function (f) { return f !== fn; }); return provider;
    },
  };
  var info = Object.freeze({ uuid: config.info.uuid, name: config.info.name, icon: config.info.icon, rdns: config.info.rdns });
  function announce() {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: info, provider: provider }) }));
  }
  target.addEventListener('eip6963:requestProvider', announce);
  target[config.globalName] = {
    provider: provider,
    info: info,
    setMode: function (mode) { state.mode = mode; if (mode !== 'pending') state.held = null; },
    disconnect: function () {
      state.connected = false; emit('disconnect', rpcError(4900, 'The provider is disconnected from all chains.'));
    },
    connect: function () { state.connected = true; emit('connect', { chainId: hex(state.chainId) }); },
    setChainDisconnected: function (value) { state.chainDisconnected = !!value; },
    forgetChain: function (id) { state.known = state.known.filter(function (k) { return k !== id; }); },
    setSigner: function (signer) {
      state.signer = signer || null;
      if (state.authorized) emit('accountsChanged', accounts());
    },
  };
  announce();
})`

/** Page-side controls the injected script sets on `window[globalName]`, for tests to flip the switches. */
export type TestWalletControls = {
  provider: {
    request(args: { method: string; params?: unknown }): Promise<unknown>
    on(event: string, listener: (value: unknown) => void): unknown
    removeListener(event: string, listener: (value: unknown) => void): unknown
  }
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** approve, reject (4001), stay pending (-32002 for any further prompt), or fail-signing (-32603 for a signature). */
  setMode(mode: TestWalletMode): void
  /** Emits `disconnect` and answers every request with 4900 until `connect()`. */
  disconnect(): void
  connect(): void
  /** While on, chain requests answer 4901. */
  setChainDisconnected(value: boolean): void
  /** Makes a switch to this chain answer 4902 until `wallet_addEthereumChain`. */
  forgetChain(id: number): void
  /**
   * Hands the wallet's one account to a signer of the page's (e.g. `await localTestWalletSigner()`, a
   * fresh key), in place of anvil's dev accounts, which every page shares; `null` goes back to them.
   */
  setSigner(signer: TestWalletSigner | null): void
}

/** Signs for one account of its own: what the test wallet asks of it, on the wallet's current chain. */
export type TestWalletSigner = {
  address: string
  request(args: { method: string; params: unknown; chainId: number; rpcUrl: string }): Promise<unknown>
}

/**
 * Source of a script that injects the test wallet into a page (e.g. Playwright `addInitScript`):
 * an EIP-1193 provider announced through EIP-6963, backed by anvil's unlocked dev accounts.
 */
export function testWalletScript(options: TestWalletOptions): string {
  if (options.chains.length === 0) throw new Error('The test wallet needs at least one chain.')
  const chainId = options.chainId ?? options.chains[0]?.id
  if (!options.chains.some((chain) => chain.id === chainId)) {
    throw new Error(`The test wallet's chainId ${chainId} is not among its chains.`)
  }
  const config = {
    chains: options.chains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    accounts: options.accounts,
    chainId,
    knownChainIds: options.knownChainIds ?? options.chains.map((chain) => chain.id),
    info: {
      uuid: options.info?.uuid ?? '5b1f0a3e-6c7d-4e21-9a8b-10b1e57a11e7',
      name: options.info?.name ?? 'Lobby Test Wallet',
      icon: options.info?.icon ?? ICON,
      rdns: options.info?.rdns ?? 'dev.lobby.testwallet',
    },
    globalName: options.globalName ?? 'lobbyTestWallet',
  }
  // JSON is valid JS; escaping `<` keeps the script safe inside an inline <script> tag.
  return `${PAGE_SOURCE}(${JSON.stringify(config).replace(/</g, '\\u003c')}, window);`
}
