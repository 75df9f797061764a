import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { createFakeVerity, type FakeVerity } from './fake-verity';
import { appInfo, logInfo, profileList } from './fixtures';

export const defaultHandlers = () => ({
  'app:info': () => appInfo,
  'profiles:list': () => profileList,
  'log:getInfo': () => logInfo,
  'inspector:list': () => ({ exchanges: [], total: 0 }),
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
  window.localStorage.clear();
  document.body.innerHTML = '';
  window.location.hash = '';
}
