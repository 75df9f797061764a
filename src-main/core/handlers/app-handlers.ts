import type { Handlers } from '../router';

export function appHandlers(deps: { shell: 'electron' | 'headless'; version: string; dataDir: string }) {
  return {
    'app:info': async () => ({
      name: 'Verity',
      version: deps.version,
      shell: deps.shell,
      platform: process.platform,
      dataDir: deps.dataDir,
    }),
    'app:ping': async ({ payload }) => ({ payload, receivedAt: Date.now() }),
  } satisfies Partial<Handlers>;
}
