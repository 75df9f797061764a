import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app/app';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';
import { createFakeVerity, type FakeVerity } from './fake-verity';
import { appInfo, logInfo, profileList } from './fixtures';

// Whole-app renders under jsdom are slow when every renderer test file runs in parallel:
// give findBy/waitFor and each test room so a busy machine does not fail them.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const defaultHandlers = () => ({
  'app:info': () => appInfo,
  'profiles:list': () => profileList,
  'log:getInfo': () => logInfo,
  'inspector:list': () => ({ exchanges: [], total: 0 }),
  'log:browse': () => ({ entries: [], nextBefore: null, requests: 1 }),
  'monitor:status': () => ({ logs: [], alerts: [] }),
});

/** Renders the whole app at a route, with a fake `window.verity` answering from handlers. */
export function renderApp(route: string, handlers: Record<string, (input: unknown) => unknown> = {}) {
  const verity: FakeVerity = createFakeVerity({ ...defaultHandlers(), ...handlers });
  window.verity = verity.api;
  window.location.hash = `#${route}`;
  const container = document.createElement('div');
  container.id = 'root';
  document.body.appendChild(container);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(<App queryClient={queryClient} />, { container });
  return { ...view, verity, container, queryClient };
}

export function resetApp() {
  delete window.verity;
  useMonitorAlertsStore.getState().reset();
  window.localStorage.clear();
  document.body.innerHTML = '';
  window.location.hash = '';
}
