// @vitest-environment jsdom
import '../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

const openPalette = async () => {
  fireEvent.click(await screen.findByTestId('command-palette-button'));
  return screen.findByPlaceholderText(/Go to a page or run a command/);
};

describe('command palette', () => {
  it('lists every page and action with their shortcuts', async () => {
    renderApp('/log');
    await openPalette();
    for (const label of [
      'Log',
      'Chat',
      'Files',
      'Storage',
      'URLs',
      'Analytics',
      'Activity',
      'Journal',
      'Settings',
    ]) {
      expect(
        screen.getByRole('button', { name: new RegExp(`^${label}Open the`), hidden: true }),
      ).toBeTruthy();
    }
    for (const label of ['Search', 'Consistency', 'Trust', 'Monitor', 'Audit', 'Create']) {
      expect(screen.getByText(`Log: ${label}`)).toBeTruthy();
    }
    for (const label of ['Toggle theme', 'Refresh log state', 'Clear activity']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Alt+7')).toBeTruthy();
    expect(screen.getByText('Ctrl+J')).toBeTruthy();
  });

  it('navigates to a page', async () => {
    renderApp('/log');
    await openPalette();
    fireEvent.click(screen.getByText('Open the Settings page'));
    expect(await screen.findByTestId('page-settings')).toBeTruthy();
  });

  it('opens a Log screen', async () => {
    renderApp('/settings', {
      'vault:status': () => ({
        backend: 'memory',
        persistent: false,
        locked: false,
        warning: null,
        allowInsecureBackend: false,
        secrets: [],
      }),
    });
    await openPalette();
    fireEvent.click(screen.getByText('Log: Audit'));
    expect(await screen.findByTestId('page-log-audit')).toBeTruthy();
  });

  it('clears activity and refreshes the log state', async () => {
    const { verity } = renderApp('/log', { 'inspector:clear': () => ({}) });
    await screen.findByTestId('log-tree-size');
    await openPalette();
    fireEvent.click(screen.getByText('Clear activity'));
    await waitFor(() => expect(verity.calls.some((call) => call.channel === 'inspector:clear')).toBe(true));

    await openPalette();
    fireEvent.click(screen.getByText('Refresh log state'));
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'log:getInfo')).toHaveLength(2),
    );
  });

  it('opens pages with Alt+digit', async () => {
    renderApp('/log');
    await screen.findByTestId('page-log');
    fireEvent.keyDown(document.documentElement, { key: '7', code: 'Digit7', altKey: true });
    expect(await screen.findByTestId('page-activity')).toBeTruthy();
  });
});
