// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exchange } from '../../../../../support/renderer/fixtures';
import { renderApp, resetApp } from '../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

const details = (id: string) => ({
  ...exchange({ id }),
  requestHeaders: [['accept', 'application/json']],
  responseHeaders: [['content-type', 'application/json']],
  requestBody: { text: null, bytes: 0, truncated: false, contentType: null },
  responseBody: { text: '{"treeSize":1}', bytes: 9000, truncated: true, contentType: 'application/json' },
});

describe('activity page', () => {
  it('lists exchanges newest first and adds followed ones live', async () => {
    const { verity } = renderApp('/activity', {
      'inspector:list': () => ({
        exchanges: [
          exchange({ id: 'old', startedAt: 1 }),
          exchange({ id: 'new', startedAt: 2, status: 503 }),
        ],
        total: 2,
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(2));
    expect(screen.getAllByTestId('activity-status').map((badge) => badge.textContent)).toEqual([
      '503',
      '200',
    ]);
    expect(verity.openStreams('inspector:follow')).toBe(1);

    act(() => verity.emit('inspector:follow', exchange({ id: 'live', startedAt: 3, status: 201 })));
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(3));
    expect(screen.getAllByTestId('activity-status')[0]?.textContent).toBe('201');
    expect(screen.getByTestId('activity-count').textContent).toBe('3 exchanges');
  });

  it('cancels the live feed when leaving the page', async () => {
    const { verity } = renderApp('/activity');
    await waitFor(() => expect(verity.openStreams('inspector:follow')).toBe(1));
    fireEvent.click(screen.getByTestId('nav-log'));
    await screen.findByTestId('page-log');
    expect(verity.openStreams('inspector:follow')).toBe(0);
  });

  it('renders a bounded number of rows for thousands of exchanges', async () => {
    const many = Array.from({ length: 1500 }, (_, index) => exchange({ id: `x${index}`, startedAt: index }));
    renderApp('/activity', { 'inspector:list': () => ({ exchanges: many, total: 1500 }) });
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(300));
    expect(screen.getByTestId('activity-count').textContent).toContain('newest 300 of 1500');
  });

  it('opens details with headers, a truncation note and copy as curl', async () => {
    const { verity } = renderApp('/activity', {
      'inspector:list': () => ({ exchanges: [exchange({ id: 'e1' })], total: 1 }),
      'inspector:get': (input) => details((input as { id: string }).id),
      'inspector:asCurl': () => ({ command: "curl -X GET 'http://127.0.0.1:4100/tlog/api/v1/log'" }),
    });
    fireEvent.click(await screen.findByTestId('activity-row'));
    const panel = await screen.findByTestId('activity-details');
    expect(panel.textContent).toContain('content-type');
    expect(await screen.findByTestId('activity-body-truncated')).toBeTruthy();

    fireEvent.click(screen.getByTestId('activity-copy-curl'));
    expect((await screen.findByTestId('activity-curl-command')).textContent).toContain('curl -X GET');
    expect(verity.calls.find((call) => call.channel === 'inspector:asCurl')?.input).toEqual({ id: 'e1' });
  });

  it('filters by service through inspector.list', async () => {
    const { verity } = renderApp('/activity');
    await screen.findByTestId('activity-empty');
    fireEvent.click(screen.getByTestId('activity-service-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Analytics', hidden: true }));
    await waitFor(() =>
      expect(verity.calls.some((call) => (call.input as { service?: string }).service === 'analytics')).toBe(
        true,
      ),
    );
  });

  it('clears the inspector', async () => {
    let cleared = false;
    const { verity } = renderApp('/activity', {
      'inspector:list': () =>
        cleared ? { exchanges: [], total: 0 } : { exchanges: [exchange({ id: 'a' })], total: 1 },
      'inspector:clear': () => {
        cleared = true;
        return {};
      },
    });
    await screen.findByTestId('activity-row');
    fireEvent.click(screen.getByTestId('activity-clear'));
    await screen.findByTestId('activity-empty');
    expect(verity.calls.some((call) => call.channel === 'inspector:clear')).toBe(true);
  });
});
