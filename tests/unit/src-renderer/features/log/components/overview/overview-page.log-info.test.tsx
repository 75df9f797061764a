// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { logInfo } from '../../../../../../support/renderer/fixtures';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

describe('log page', () => {
  it('shows the tree state with exact 64-bit grouping, hashes and the checkpoint', async () => {
    renderApp('/log');
    expect((await screen.findByTestId('log-tree-size')).textContent).toBe('9,007,199,254,740,993');
    expect(screen.getByTestId('log-root-hash').textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId('log-tree-id').textContent).toBe('1193050959916656506');
    const checkpoint = screen.getByTestId('log-checkpoint');
    expect(checkpoint.textContent).toContain('sandbox.example/log');
    expect(checkpoint.textContent).toContain('key hint abcd1234');
    expect(screen.getByTestId('log-signed-tree-head').textContent).toContain('9007199254740993');
    expect(screen.getByTestId('log-base-url').textContent).toBe('http://127.0.0.1:4100/tlog');
    expect(screen.queryByTestId('log-inactive-shards')).toBeNull();
  });

  it('lists inactive shards when the log has them', async () => {
    const inactive = { ...logInfo.active, treeID: '42', treeSize: '1000' };
    renderApp('/log', { 'log:getInfo': () => ({ ...logInfo, inactiveShards: [inactive] }) });
    const table = await screen.findByTestId('log-inactive-shards');
    expect(table.textContent).toContain('42');
    expect(table.textContent).toContain('1,000');
  });

  it('explains a failure, points to Settings and retries', async () => {
    let fail = true;
    const { verity } = renderApp('/log', {
      'log:getInfo': () => {
        if (fail) throw new FakeFailure('NETWORK', 'connect ECONNREFUSED 127.0.0.1:1');
        return logInfo;
      },
    });
    const alert = await screen.findByTestId('log-error');
    expect(alert.textContent).toContain('connect ECONNREFUSED 127.0.0.1:1');
    expect(alert.textContent).toContain('Check the Transparency log URL of the active profile in Settings');
    expect(screen.getByRole('link', { name: /Open Settings/ }).getAttribute('href')).toBe('#/settings');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('log-tree-size')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('log-error')).toBeNull());
    expect(verity.calls.filter((call) => call.channel === 'log:getInfo')).toHaveLength(2);
  });
});
