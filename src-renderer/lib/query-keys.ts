/**
 * Query keys shared across features and the shell (the command palette
 * refreshes the log and clears activity without importing either feature).
 */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  profiles: ['profiles'] as const,
  logInfo: ['log', 'info'] as const,
  logAll: ['log'] as const,
  exchangeLists: ['inspector', 'list'] as const,
  exchanges: (service: string | null) => ['inspector', 'list', service] as const,
  exchange: (id: string) => ['inspector', 'get', id] as const,
  exchangeCurl: (id: string) => ['inspector', 'curl', id] as const,
  inspectorAll: ['inspector'] as const,
  vaultStatus: ['vault', 'status'] as const,
  sandboxStatus: ['sandbox', 'status'] as const,
  sandboxFaults: ['sandbox', 'faults'] as const,
};
