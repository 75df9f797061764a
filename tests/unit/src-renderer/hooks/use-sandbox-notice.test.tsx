// @vitest-environment jsdom
import '../../../support/renderer/dom-shims';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
  notifications.clean();
});

const status = (running: boolean, restarts: number, lastExit: string | null) => ({
  running,
  baseUrl: 'http://127.0.0.1:4100',
  apiKeyHeld: true,
  restarts,
  lastExit,
});

/** Asks for the status again, inside act: the app renders each answer before the next, as between polls. */
const refreshStatus = (queryClient: QueryClient) =>
  act(() => queryClient.refetchQueries({ queryKey: ['sandbox', 'status'] }));

describe('the sandbox notice', () => {
  it('says when the sandbox process died, and when it runs again', async () => {
    let now = status(true, 0, null);
    const { queryClient, verity } = renderApp('/log', { 'sandbox:status': () => now });
    await screen.findByTestId('product-name');
    const refresh = () => refreshStatus(queryClient);
    await refresh();
    expect(verity.calls.some((call) => call.channel === 'sandbox:status')).toBe(true);
    expect(screen.queryByText('The sandbox stopped')).toBeNull();

    now = status(false, 0, 'was killed by SIGKILL');
    await refresh();
    expect(await screen.findByText('The sandbox stopped')).toBeTruthy();
    expect(screen.getByText(/Its process was killed by SIGKILL\. Verity is starting it again/)).toBeTruthy();

    now = status(true, 1, 'was killed by SIGKILL');
    await refresh();
    expect(await screen.findByText('The sandbox runs again')).toBeTruthy();
    expect(screen.queryByText('The sandbox stopped')).toBeNull();
  });

  it('says a quick death and restart at once, and nothing when the sandbox just runs', async () => {
    let now = status(true, 0, null);
    const { queryClient } = renderApp('/log', { 'sandbox:status': () => now });
    await screen.findByTestId('product-name');
    const refresh = () => refreshStatus(queryClient);
    await refresh();
    await refresh();
    expect(screen.queryByText(/^The sandbox (stopped|runs again)$/)).toBeNull();
    now = status(true, 1, 'exited with code 1');
    await refresh();
    expect(await screen.findByText('The sandbox runs again')).toBeTruthy();
    expect(screen.getByText(/Its process exited with code 1 and was started again/)).toBeTruthy();
  });
});
