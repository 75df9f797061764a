// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { logInfo } from '../../../../../../support/renderer/fixtures';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import {
  alert,
  entrySummary,
  entryView,
  hex,
  trustedLog,
} from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

const type = (value: string) =>
  fireEvent.change(screen.getByTestId('log-lookup-input'), { target: { value } });
const hint = () => screen.getByTestId('log-lookup-hint');
/** A checkpoint signed only by a key the trust store does not know. */
const unknownKey = (keyHint: string) => ({
  ok: false,
  detail: `No trusted key for sandbox.example/log ${keyHint}`,
  signatures: [{ name: 'sandbox.example/log', keyHint, status: 'unknown-key' as const }],
});
const submit = () => screen.getByTestId('log-lookup-submit') as HTMLButtonElement;

describe('log overview', () => {
  it('validates the lookup as the person types', async () => {
    renderApp('/log');
    await screen.findByTestId('log-lookup-input');
    expect(submit().disabled).toBe(true);

    type('121904262');
    expect(hint().getAttribute('data-kind')).toBe('index');
    expect(hint().textContent).toContain('121,904,262');
    expect(submit().disabled).toBe(false);

    type('abc');
    expect(hint().getAttribute('data-kind')).toBe('invalid');
    expect(hint().textContent).toContain('3 hex characters');
    expect(submit().disabled).toBe(true);

    type('0'.repeat(16) + hex('a'));
    expect(hint().textContent).toContain('tree ID 0 does not exist');

    type('108E9186E8C5677A' + hex('a'));
    expect(hint().getAttribute('data-kind')).toBe('entry-id');
    expect(hint().textContent).toContain('1193050959916656506');

    type('sha256:' + hex('a'));
    expect(hint().textContent).toContain('use Search');

    type('18446744073709551616');
    expect(hint().getAttribute('data-kind')).toBe('invalid');
  });

  it('opens the entry page by index and by UUID', async () => {
    const { verity } = renderApp('/log', { 'log:getEntry': () => entryView() });
    await screen.findByTestId('log-lookup-input');
    type(' 121904267 ');
    fireEvent.click(submit());
    await screen.findByTestId('entry-tlog-verdict');
    expect(window.location.hash).toBe('#/log/index/121904267');
    expect(verity.calls.find((call) => call.channel === 'log:getEntry')?.input).toEqual({
      logIndex: '121904267',
    });

    fireEvent.click(screen.getByTestId('log-tab-overview'));
    type(hex('B'));
    fireEvent.submit(screen.getByTestId('log-lookup-input').closest('form')!);
    await waitFor(() => expect(window.location.hash).toBe(`#/log/entries/${hex('b')}`));
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'log:getEntry').at(-1)?.input).toEqual({
        entryId: hex('b'),
      }),
    );
  });

  it('lists the newest entries and loads older ones below the last index', async () => {
    const page = (start: number) =>
      Array.from({ length: 20 }, (_, index) =>
        entrySummary({
          uuid: (start - index).toString(16).padStart(64, '0'),
          logIndex: String(start - index),
        }),
      );
    const { verity } = renderApp('/log', {
      'log:browse': (input) =>
        (input as { before?: string }).before === undefined
          ? { entries: page(100), nextBefore: '81', requests: 2 }
          : { entries: page(80), nextBefore: null, requests: 2 },
    });
    await waitFor(() => expect(screen.getAllByTestId('newest-row')).toHaveLength(20));
    expect(screen.getAllByTestId('newest-row')[0]!.textContent).toContain('100');
    expect(screen.getAllByTestId('newest-row')[0]!.textContent).toContain('tlog pass');
    fireEvent.click(screen.getByTestId('newest-load-older'));
    await waitFor(() => expect(screen.getAllByTestId('newest-row')).toHaveLength(40));
    expect(verity.calls.filter((call) => call.channel === 'log:browse').map((call) => call.input)).toEqual([
      { count: 20 },
      { count: 20, before: '81' },
    ]);
    expect(screen.queryByTestId('newest-load-older')).toBeNull();
  });

  it('says when no trusted key signed the checkpoint and points to Trust', async () => {
    renderApp('/log', {
      'log:getInfo': () => ({
        ...logInfo,
        active: {
          ...logInfo.active,
          verification: unknownKey('abcd1234'),
        },
      }),
    });
    expect(await screen.findByTestId('log-not-trusted')).toBeTruthy();
    expect(screen.getByTestId('checkpoint-signature').getAttribute('data-status')).toBe('unknown-key');
    fireEvent.click(screen.getByTestId('log-go-to-trust'));
    await screen.findByTestId('page-log-trust');
  });

  it('shows a changed key in red with both keys, not the invitation to pin', async () => {
    const trusted = trustedLog({ logId: hex('c'), keyHint: 'cccccccc' });
    renderApp('/log', {
      'log:getInfo': () => ({
        ...logInfo,
        active: {
          ...logInfo.active,
          verification: unknownKey('dddddddd'),
          keyChange: {
            trusted: [trusted],
            servedKeyHints: ['dddddddd'],
            served: { logId: hex('d'), keyHint: 'dddddddd', pem: trusted.pem },
            firstSeenAt: Date.UTC(2025, 0, 2),
          },
        },
      }),
    });
    const changed = await screen.findByTestId('log-key-changed');
    expect(changed.textContent).toContain(hex('c'));
    expect(changed.textContent).toContain(hex('d'));
    expect(changed.textContent).toContain('first seen');
    expect(screen.queryByTestId('log-not-trusted')).toBeNull();
    expect(screen.getAllByTestId('shard-verification')[0]!.getAttribute('data-ok')).toBe('false');
  });

  it('shows an open fork alert above the log and on its checkpoint, whose good signature is then not green', async () => {
    const fork = alert({
      details: [
        ['tree ID', logInfo.active.treeID],
        ['trusted root', hex('e')],
      ],
    });
    renderApp('/log', {
      'log:getInfo': () => ({ ...logInfo, alerts: [fork], active: { ...logInfo.active, alerts: [fork] } }),
    });
    expect((await screen.findByTestId('log-open-alerts')).textContent).toContain(fork.message);
    const evidence = screen.getByTestId('checkpoint-alert');
    expect(evidence.getAttribute('data-kind')).toBe('fork');
    expect(evidence.textContent).toContain(hex('e'));
    const verification = screen.getByTestId('checkpoint-verification');
    expect(verification.getAttribute('data-ok')).toBe('false');
    expect(verification.getAttribute('data-state')).not.toBe('verified');
  });

  it('reaches every Log screen by its tab and its address', async () => {
    renderApp('/log', { 'trust:list': () => ({ logs: [], authorities: [], roots: [] }) });
    for (const slug of ['search', 'consistency', 'trust', 'monitor', 'audit', 'create', 'overview']) {
      fireEvent.click(await screen.findByTestId(`log-tab-${slug}`));
      expect(await screen.findByTestId(`page-log-${slug}`)).toBeTruthy();
      expect(screen.getByTestId('page-log')).toBeTruthy();
    }
  });
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
