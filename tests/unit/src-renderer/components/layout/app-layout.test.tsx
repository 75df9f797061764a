// @vitest-environment jsdom
import '../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getVerity } from '@/lib/verity';
import { renderApp, resetApp } from '../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

describe('app shell', () => {
  it('shows all nine pages in the navbar, in order', async () => {
    renderApp('/log');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual([
      'nav-log',
      'nav-chat',
      'nav-files',
      'nav-storage',
      'nav-urls',
      'nav-analytics',
      'nav-activity',
      'nav-journal',
      'nav-settings',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Log',
      'Chat',
      'Files',
      'Storage',
      'URLs',
      'Analytics',
      'Activity',
      'Journal',
      'Settings',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('#/log');
  });

  it('marks the root ready once app.info loads and shows the header badges', async () => {
    const { container } = renderApp('/log');
    await waitFor(() => expect(container.getAttribute('data-app-state')).toBe('ready'));
    expect(screen.getByTestId('product-name').textContent).toBe('Verity');
    expect((await screen.findByTestId('active-profile-badge')).textContent).toBe('Sandbox');
    expect(screen.getByTestId('shell-badge').textContent).toBe('headless');
    expect(screen.getByTestId('command-palette-button').textContent).toMatch(/Ctrl\+K|⌘K/);
  });

  it('marks the root as failed and explains when app.info fails', async () => {
    const { container } = renderApp('/log', {
      'app:info': () => {
        throw new (class extends Error {})('unreachable');
      },
    });
    await waitFor(() => expect(container.getAttribute('data-app-state')).toBe('error'));
    expect(await screen.findByTestId('app-info-error')).toBeTruthy();
  });

  it('opens the log page by default and navigates between pages', async () => {
    renderApp('/');
    expect(await screen.findByTestId('page-log')).toBeTruthy();
    const slugs = ['chat', 'files', 'storage', 'urls', 'analytics', 'activity', 'journal', 'settings', 'log'];
    for (const slug of slugs) {
      fireEvent.click(screen.getByTestId(`nav-${slug}`));
      expect(await screen.findByTestId(`page-${slug}`)).toBeTruthy();
    }
  });

  it('toggles the theme from the header and remembers it', async () => {
    renderApp('/log');
    const toggle = await screen.findByTestId('theme-toggle');
    expect(toggle.getAttribute('aria-label')).toMatch(/Switch to the dark theme/);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect(window.localStorage.getItem('verity-color-scheme')).toBe('dark');
    fireEvent.click(screen.getByTestId('theme-toggle'));
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light'),
    );
  });

  it('uses the preload API when the shell installed one', () => {
    const { verity } = renderApp('/log');
    expect(getVerity()).toBe(verity.api);
  });

  it('shows the active profile base URL on service pages', async () => {
    renderApp('/urls');
    const url = await screen.findByTestId('base-url-indexing');
    expect(url.textContent).toContain('http://127.0.0.1:4100/indexing');
  });
});
