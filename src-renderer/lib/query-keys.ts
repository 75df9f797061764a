/**
 * Query keys shared across features and the shell (the command palette
 * refreshes the log and clears activity without importing either feature).
 * Everything the transparency-log screens fetch from the log sits under
 * `log`, so "Refresh log state" refreshes all of it at once.
 */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  profiles: ['profiles'] as const,
  logInfo: ['log', 'info'] as const,
  logAll: ['log'] as const,
  logBrowse: ['log', 'browse'] as const,
  logEntry: (by: 'index' | 'id', value: string) => ['log', 'entry', by, value] as const,
  logSearch: (query: unknown, page: number) => ['log', 'search', query, page] as const,
  logConsistency: (request: unknown) => ['log', 'consistency', request] as const,
  trustList: ['trust', 'list'] as const,
  monitorAll: ['monitor'] as const,
  monitorStatus: ['monitor', 'status'] as const,
  monitorHistory: (profileId: string, treeID: string | null) =>
    ['monitor', 'history', profileId, treeID] as const,
  signingKeys: ['keys', 'list'] as const,
  exchangeLists: ['inspector', 'list'] as const,
  exchanges: (service: string | null) => ['inspector', 'list', service] as const,
  exchange: (id: string) => ['inspector', 'get', id] as const,
  inspectorAll: ['inspector'] as const,
  journalAll: ['journal'] as const,
  journalList: (input: unknown) => ['journal', 'list', input] as const,
  journalPublicKey: ['journal', 'public-key'] as const,
  vaultStatus: ['vault', 'status'] as const,
  sandboxStatus: ['sandbox', 'status'] as const,
  sandboxFaults: ['sandbox', 'faults'] as const,
  sandboxLogFaults: ['sandbox', 'log-faults'] as const,
  sandboxGenaiSettings: ['sandbox', 'genai-settings'] as const,
  chatAll: ['chat'] as const,
  chatList: ['chat', 'list'] as const,
  chatSearch: (query: string) => ['chat', 'list', 'search', query] as const,
  chat: (id: string) => ['chat', 'get', id] as const,
  chatModels: ['chat', 'models'] as const,
  chatPresets: ['chat', 'presets'] as const,
  /** The transfer queue and its settings, kept current by the shell's transfer feed. */
  transfers: ['transfers'] as const,
  filesAll: ['files'] as const,
  filesList: (pageToken: string | null) => ['files', 'list', pageToken] as const,
  file: (name: string) => ['files', 'get', name] as const,
  /** The Analytics page: reports (keyed by their query), groups, saved reports and dashboards. */
  analyticsAll: ['analytics'] as const,
  analyticsReport: (query: unknown) => ['analytics', 'report', query] as const,
  analyticsGroups: ['analytics', 'groups'] as const,
  analyticsGroupItems: (groupId: string) => ['analytics', 'groups', groupId] as const,
  analyticsSavedReports: ['analytics', 'saved-reports'] as const,
  analyticsDashboards: ['analytics', 'dashboards'] as const,
  /** The Storage page: listings by view and order, and the folders above a file. */
  storageAll: ['storage'] as const,
  storageLists: ['storage', 'list'] as const,
  storageList: (view: unknown, orderBy: string) => ['storage', 'list', view, orderBy] as const,
  /** Every listing of one folder, whatever its order. */
  storageFolderLists: (folderId: string) => ['storage', 'list', { kind: 'folder', folderId }] as const,
  storagePath: (fileId: string) => ['storage', 'path', fileId] as const,
  storageStores: ['storage', 'stores'] as const,
  storageUsage: ['storage', 'usage'] as const,
  storageExportFormats: ['storage', 'exportFormats'] as const,
  storageActivity: ['storage', 'activity'] as const,
  /** A file's versions and comment threads (the details panel). */
  storageRevisions: (fileId: string) => ['storage', 'revisions', fileId] as const,
  storageComments: (fileId: string) => ['storage', 'comments', fileId] as const,
  /** Outside `storageAll`: file changes do not touch the saved searches. */
  storageSearches: ['storageSearches'] as const,
  /** The URLs page: its list windows, queue status, history, settings and the sender's sites. */
  urlsAll: ['urls'] as const,
  urlsLists: ['urls', 'list'] as const,
  urlsList: (search: string, filter: unknown, window: number) =>
    ['urls', 'list', search, filter, window] as const,
  urlsQueue: ['urls', 'queue'] as const,
  urlsHistoryAll: ['urls', 'history'] as const,
  urlsHistory: (days: number) => ['urls', 'history', days] as const,
  urlsSettings: ['urls', 'settings'] as const,
  urlsSites: ['urls', 'sites'] as const,
};
