/**
 * The contract's surface as plain data: namespaces, methods and whether each
 * is a single call or a stream. It imports nothing, so the sandboxed preload
 * can bundle it; schemas live in ./schemas and are bound in ./contract.ts.
 */
export const API_SURFACE = {
  app: { info: 'invoke', ping: 'invoke' },
  log: {
    getInfo: 'invoke',
    getEntry: 'invoke',
    search: 'invoke',
    browse: 'invoke',
    consistency: 'invoke',
    createHashedRekord: 'invoke',
    createDsse: 'invoke',
  },
  trust: {
    list: 'invoke',
    importTrustedRoot: 'invoke',
    importPem: 'invoke',
    remove: 'invoke',
    checkLogKey: 'invoke',
  },
  monitor: {
    status: 'invoke',
    configure: 'invoke',
    checkNow: 'invoke',
    history: 'invoke',
    acknowledge: 'invoke',
    exportEvidence: 'invoke',
    events: 'stream',
  },
  audit: { verify: 'invoke', export: 'invoke', fileDetail: 'invoke' },
  keys: { list: 'invoke', generate: 'invoke', import: 'invoke', remove: 'invoke' },
  inspector: { list: 'invoke', get: 'invoke', clear: 'invoke', asCurl: 'invoke', follow: 'stream' },
  profiles: { list: 'invoke', save: 'invoke', remove: 'invoke', setActive: 'invoke' },
  vault: {
    status: 'invoke',
    setSecret: 'invoke',
    deleteSecret: 'invoke',
    unlock: 'invoke',
    setPolicy: 'invoke',
  },
  accounts: {
    status: 'invoke',
    signIn: 'invoke',
    cancel: 'invoke',
    signOut: 'invoke',
    credentials: 'invoke',
    importServiceAccount: 'invoke',
    forgetServiceAccount: 'invoke',
    importClient: 'invoke',
  },
  sandbox: {
    status: 'invoke',
    getFaults: 'invoke',
    setFaults: 'invoke',
    resetFaults: 'invoke',
    getLogFaults: 'invoke',
    setLogFaults: 'invoke',
    rotateLogShard: 'invoke',
    getGenaiSettings: 'invoke',
    setGenaiSettings: 'invoke',
    revealApiKey: 'invoke',
    oauthFiles: 'invoke',
  },
  chat: {
    models: 'invoke',
    countTokens: 'invoke',
    generate: 'stream',
    list: 'invoke',
    search: 'invoke',
    get: 'invoke',
    save: 'invoke',
    remove: 'invoke',
    saveDraft: 'invoke',
    presets: 'invoke',
    savePreset: 'invoke',
    removePreset: 'invoke',
  },
  journal: {
    list: 'invoke',
    verify: 'invoke',
    export: 'invoke',
    check: 'invoke',
    undo: 'invoke',
    publicKey: 'invoke',
  },
  files: { list: 'invoke', get: 'invoke', remove: 'invoke' },
  transfers: {
    list: 'invoke',
    events: 'stream',
    upload: 'invoke',
    uploadPicked: 'invoke',
    uploadPickedFolder: 'invoke',
    sendChunk: 'invoke',
    download: 'invoke',
    readChunk: 'invoke',
    pause: 'invoke',
    resume: 'invoke',
    cancel: 'invoke',
    retry: 'invoke',
    clearFinished: 'invoke',
    setSettings: 'invoke',
  },
  urls: {
    list: 'invoke',
    add: 'invoke',
    importSitemap: 'invoke',
    remove: 'invoke',
    preflight: 'stream',
    notify: 'invoke',
    cancel: 'invoke',
    queue: 'invoke',
    events: 'stream',
    refresh: 'invoke',
    sites: 'invoke',
    settings: 'invoke',
    setSettings: 'invoke',
    history: 'invoke',
    export: 'invoke',
  },
  analytics: {
    query: 'invoke',
    groups: 'invoke',
    saveGroup: 'invoke',
    removeGroup: 'invoke',
    groupItems: 'invoke',
    addGroupItem: 'invoke',
    removeGroupItem: 'invoke',
    reports: 'invoke',
    saveReport: 'invoke',
    removeReport: 'invoke',
    dashboards: 'invoke',
    saveDashboard: 'invoke',
    removeDashboard: 'invoke',
  },
  storage: {
    list: 'invoke',
    stores: 'invoke',
    path: 'invoke',
    createFolder: 'invoke',
    makeFolders: 'invoke',
    rename: 'invoke',
    move: 'invoke',
    star: 'invoke',
    trash: 'invoke',
    restore: 'invoke',
    remove: 'invoke',
    emptyTrash: 'invoke',
    usage: 'invoke',
    duplicates: 'invoke',
    exportFormats: 'invoke',
    changes: 'invoke',
    searches: 'invoke',
    saveSearch: 'invoke',
    removeSearch: 'invoke',
    revisions: 'invoke',
    keepRevision: 'invoke',
    deleteRevision: 'invoke',
    comments: 'invoke',
    addComment: 'invoke',
    reply: 'invoke',
    deleteComment: 'invoke',
    copy: 'invoke',
    shortcut: 'invoke',
    permissions: 'invoke',
    share: 'invoke',
    updatePermission: 'invoke',
    unshare: 'invoke',
    transferOwnership: 'invoke',
  },
} as const;

export type ApiSurface = typeof API_SURFACE;
export type Namespace = keyof ApiSurface;
export type MethodKind = 'invoke' | 'stream';

/** `namespace:method` — the one channel name used by every transport. */
export type Channel = {
  [N in Namespace]: `${N}:${Extract<keyof ApiSurface[N], string>}`;
}[Namespace];

export function channelName(namespace: string, method: string): string {
  return `${namespace}:${method}`;
}

/** Every channel with its kind, derived from the surface. */
export function listChannels(): Array<{
  namespace: string;
  method: string;
  channel: string;
  kind: MethodKind;
}> {
  const out: Array<{ namespace: string; method: string; channel: string; kind: MethodKind }> = [];
  for (const [namespace, methods] of Object.entries(API_SURFACE)) {
    for (const [method, kind] of Object.entries(methods)) {
      out.push({ namespace, method, channel: channelName(namespace, method), kind });
    }
  }
  return out;
}

/** IPC channel names used by the Electron transport (never exposed to the page). */
export const IPC = {
  invoke: 'verity:invoke',
  streamOpen: 'verity:stream-open',
  streamCancel: 'verity:stream-cancel',
  streamMessage: 'verity:stream-message',
} as const;

/** Window-global name of the API, the same in both shells. */
export const GLOBAL_NAME = 'verity';

/**
 * Desktop shell only: the window global whose `pathFor(file)` gives the path of a file the person dropped
 * or picked in the page (Electron's `webUtils.getPathForFile`), so main reads it from disk itself.
 */
export const FILE_PATHS_GLOBAL = 'verityFilePaths';
