// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MonitoredLog } from '@/lib/contract';
import { profileList } from '../../../../../../support/renderer/fixtures';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import {
  alert,
  checkpointRecord,
  consistencyTrace,
  hex,
} from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

const monitored = (overrides: Partial<MonitoredLog> = {}): MonitoredLog => ({
  profileId: 'sandbox',
  baseUrl: 'http://127.0.0.1:4100/tlog',
  enabled: false,
  intervalSeconds: 300,
  lastRunAt: null,
  lastResult: null,
  lastError: null,
  shards: [
    {
      treeID: '1193050959916656506',
      checkpoints: 2,
      lastTrusted: { size: '8', rootHash: hex('8'), fetchedAt: Date.UTC(2025, 0, 2) },
    },
  ],
  ...overrides,
});

describe('monitor alerts', () => {
  it('shows the header badge when the monitor streams an alert, on any page', async () => {
    const { verity } = renderApp('/activity');
    await screen.findByTestId('page-activity');
    await waitFor(() => expect(verity.openStreams('monitor:events')).toBe(1));
    expect(screen.queryByTestId('alert-badge')).toBeNull();

    act(() =>
      verity.emit('monitor:events', {
        at: Date.now(),
        profileId: 'sandbox',
        kind: 'alert',
        message: 'Fork detected',
        alert: alert(),
      }),
    );
    expect((await screen.findByTestId('alert-badge')).textContent).toBe('1');
    fireEvent.click(screen.getByTestId('alert-badge'));
    expect(await screen.findByTestId('page-log-monitor')).toBeTruthy();
    expect(screen.getByTestId('monitor-alert').textContent).toContain('Two different roots for size 8');
  });

  it('loads open alerts at start and clears the badge on acknowledge', async () => {
    const { verity } = renderApp('/log/monitor', {
      'monitor:status': () => ({ logs: [monitored()], alerts: [alert()] }),
      'monitor:history': () => ({ checkpoints: [] }),
      'monitor:acknowledge': () => ({ logs: [monitored()], alerts: [alert({ acknowledged: true })] }),
    });
    expect((await screen.findByTestId('alert-badge')).textContent).toBe('1');
    fireEvent.click(await screen.findByTestId('monitor-alert-ack'));
    await waitFor(() => expect(screen.queryByTestId('alert-badge')).toBeNull());
    expect(verity.calls.find((call) => call.channel === 'monitor:acknowledge')?.input).toEqual({
      id: 'alert-1',
    });
    expect(screen.getByTestId('monitor-alert').getAttribute('data-acknowledged')).toBe('true');
  });

  it('subscribes once for the whole console and cancels when the app goes away', async () => {
    const { verity, unmount } = renderApp('/log');
    await waitFor(() => expect(verity.openStreams('monitor:events')).toBe(1));
    fireEvent.click(screen.getByTestId('nav-activity'));
    await screen.findByTestId('page-activity');
    expect(verity.openStreams('monitor:events')).toBe(1);
    unmount();
    expect(verity.openStreams('monitor:events')).toBe(0);
  });
});

describe('monitor page', () => {
  it('enables polling, checks now and opens a history row as a consistency drawing', async () => {
    const fork = checkpointRecord({
      id: 'cp-2',
      consistency: 'fork',
      detail: 'Root differs from the trusted root of the same size',
      trace: consistencyTrace({ ok: false, computedRoot2: hex('0'), error: 'Fork at size 8' }),
    });
    const { verity } = renderApp('/log/monitor', {
      'monitor:status': () => ({ logs: [monitored()], alerts: [] }),
      'monitor:history': () => ({ checkpoints: [fork, checkpointRecord()] }),
      'monitor:configure': (input) => ({ logs: [monitored(input as Partial<MonitoredLog>)], alerts: [] }),
      'monitor:checkNow': () => ({
        result: 'alert',
        events: [
          { at: 1, profileId: 'sandbox', kind: 'alert', message: 'Fork detected at size 8', alert: null },
        ],
      }),
    });
    const rows = await screen.findAllByTestId('monitor-history-row');
    expect(rows.map((row) => row.getAttribute('data-consistency'))).toEqual(['fork', 'consistent']);
    expect(verity.calls.find((call) => call.channel === 'monitor:history')?.input).toEqual({
      profileId: 'sandbox',
      limit: 200,
    });

    fireEvent.click(screen.getByTestId('monitor-enable'));
    await waitFor(() =>
      expect(verity.calls.find((call) => call.channel === 'monitor:configure')?.input).toEqual({
        profileId: 'sandbox',
        enabled: true,
        intervalSeconds: 300,
      }),
    );

    fireEvent.click(screen.getByTestId('monitor-check-now'));
    const result = await screen.findByTestId('monitor-check-result');
    expect(result.getAttribute('data-result')).toBe('alert');
    expect(result.textContent).toContain('Fork detected at size 8');

    fireEvent.click(rows[0]!);
    const trace = await screen.findByTestId('monitor-trace');
    expect(within(trace).getByTestId('consistency-verdict').textContent).toBe('not consistent');
    expect(within(trace).getAllByTestId('consistency-step')).toHaveLength(2);
  });
});

describe('monitor page, per profile', () => {
  const PROD = 'https://rekor.example.dev';
  const profiles = {
    ...profileList,
    profiles: [
      ...profileList.profiles,
      { id: 'prod', name: 'Production', builtIn: false, endpoints: { tlog: `${PROD}/` } },
    ],
  };
  const sandboxFork = alert({ id: 'a-sandbox', message: 'Sandbox fork', hasEvidence: true });
  const prodAlerts = [
    alert({ id: 'a-prod-1', profileId: 'prod', baseUrl: PROD, kind: 'inconsistent', message: 'Prod proof' }),
    alert({ id: 'a-prod-2', profileId: 'prod', baseUrl: PROD, kind: 'rollback', message: 'Prod rollback' }),
  ];
  const handlers = {
    'profiles:list': () => profiles,
    'monitor:status': () => ({
      logs: [monitored(), monitored({ profileId: 'prod', baseUrl: PROD, shards: [] })],
      alerts: [sandboxFork, ...prodAlerts],
    }),
    'monitor:history': () => ({ checkpoints: [] }),
    'monitor:exportEvidence': () => ({ fileName: 'verity-alert-fork-tree-1-2025-01-02.json', text: '{}' }),
  };

  it('lists only the alerts about the chosen profile’s log, counts the others and switches to them', async () => {
    renderApp('/log/monitor', handlers);
    await waitFor(() => expect(screen.getAllByTestId('monitor-alert')).toHaveLength(1));
    expect(screen.getByTestId('monitor-alert').textContent).toContain('Sandbox fork');
    expect(screen.getByTestId('monitor-alerts-open').textContent).toBe('1 open');
    const elsewhere = screen.getByTestId('monitor-alerts-elsewhere');
    expect(elsewhere.textContent).toContain('2 open alerts about the log of “Production”');

    fireEvent.click(within(elsewhere).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('monitor-alert').map((a) => a.getAttribute('data-kind'))).toEqual([
        'inconsistent',
        'rollback',
      ]),
    );
    expect(screen.getByTestId('monitor-alerts-open').textContent).toBe('2 open');
    expect(screen.getByTestId('monitor-alerts-elsewhere').textContent).toContain('“Sandbox”');
  });

  it('tells an inconsistent proof from a fork in wording, severity and advice, and exports evidence', async () => {
    const { verity } = renderApp('/log/monitor', handlers);
    const fork = await screen.findByTestId('monitor-alert');
    expect(fork.getAttribute('data-severity')).toBe('critical');
    expect(within(fork).getByTestId('monitor-alert-advice').textContent).toMatch(/split view/);
    fireEvent.click(within(fork).getByTestId('monitor-alert-export'));
    await waitFor(() =>
      expect(verity.calls.find((call) => call.channel === 'monitor:exportEvidence')?.input).toEqual({
        id: 'a-sandbox',
      }),
    );

    fireEvent.click(
      within(screen.getByTestId('monitor-alerts-elsewhere')).getByRole('button', { name: 'Show' }),
    );
    const inconsistent = await waitFor(() => {
      const found = screen
        .getAllByTestId('monitor-alert')
        .find((item) => item.getAttribute('data-kind') === 'inconsistent');
      if (!found) throw new Error('not shown yet');
      return found;
    });
    expect(inconsistent.getAttribute('data-severity')).toBe('warning');
    expect(inconsistent.textContent).toContain('Inconsistent proof');
    expect(within(inconsistent).getByTestId('monitor-alert-advice').textContent).toMatch(
      /not by itself a split view/,
    );
    expect(within(inconsistent).queryByTestId('monitor-alert-export')).toBeNull();
  });
});
