// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalOperation } from '@/lib/contract';
import { useJournalFilterStore } from '@/features/journal/stores/journal-filter-store';
import { renderApp, resetApp } from '../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
  useJournalFilterStore.getState().reset();
});

const operation = (fields: Partial<JournalOperation>): JournalOperation => ({
  id: 'op',
  at: Date.UTC(2026, 10, 26, 12),
  profileId: 'sandbox',
  service: 'indexing',
  kind: 'publish-url',
  target: 'http://127.0.0.1:4100/v3/urlNotifications:publish',
  request: { url: 'https://example.com/a', type: 'URL_UPDATED' },
  outcome: 'ok',
  response: { status: 200 },
  completedAt: Date.UTC(2026, 10, 26, 12, 0, 1),
  checkable: false,
  undoable: false,
  damaged: null,
  ...fields,
});

const rowOf = (opId: string) =>
  screen.getAllByTestId('journal-row').find((row) => row.getAttribute('data-op-id') === opId)!;

describe('journal page', () => {
  it('offers Check on an operation whose outcome is unknown and shows what the service said', async () => {
    let outcome: JournalOperation['outcome'] = 'unknown';
    const { verity } = renderApp('/journal', {
      'journal:list': () => ({
        total: 2,
        operations: [
          operation({
            id: 'lost',
            outcome,
            checkable: outcome === 'unknown',
            response: { reason: 'Verity stopped after sending this operation' },
          }),
          operation({ id: 'done' }),
        ],
      }),
      'journal:check': () => {
        outcome = 'ok';
        return operation({ id: 'lost', response: { status: 200, checked: true } });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(2));
    expect(within(rowOf('lost')).getByTestId('journal-outcome').textContent).toBe('outcome unknown');
    expect(within(rowOf('done')).queryByTestId('journal-check')).toBeNull();

    fireEvent.click(within(rowOf('lost')).getByTestId('journal-check'));
    await waitFor(() => expect(rowOf('lost').getAttribute('data-outcome')).toBe('ok'));
    expect(verity.calls.filter((call) => call.channel === 'journal:check')).toEqual([
      { channel: 'journal:check', input: { opId: 'lost' } },
    ]);
    // Check acts on its row only: the row stays closed.
    expect(screen.queryByTestId('journal-details')).toBeNull();
  });

  it('offers Undo where the operation is undoable, after a confirmation', async () => {
    const { verity } = renderApp('/journal', {
      'journal:list': () => ({
        total: 2,
        operations: [operation({ id: 'reversible', undoable: true }), operation({ id: 'kept' })],
      }),
      'journal:undo': () => operation({ id: 'the-undo', kind: 'remove-url' }),
    });
    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(2));
    expect(within(rowOf('kept')).queryByTestId('journal-undo')).toBeNull();
    fireEvent.click(within(rowOf('reversible')).getByTestId('journal-undo'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the undo' }));
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'journal:undo')).toEqual([
        { channel: 'journal:undo', input: { opId: 'reversible' } },
      ]),
    );
  });

  it('opens a row to its request, response and error text, and marks a row changed outside Verity', async () => {
    renderApp('/journal', {
      'journal:list': () => ({
        total: 2,
        operations: [
          operation({
            id: 'refused',
            outcome: 'failed',
            response: { code: 'UPSTREAM', message: 'The service said 403 PERMISSION_DENIED' },
          }),
          operation({
            id: 'edited',
            outcome: 'fine',
            damaged: 'This row holds outcome "fine", which Verity never writes.',
          }),
        ],
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(2));
    fireEvent.click(rowOf('refused'));
    const details = await screen.findByTestId('journal-details');
    expect(within(details).getByTestId('journal-problem').textContent).toContain('403 PERMISSION_DENIED');
    expect(within(details).getByTestId('journal-request').textContent).toContain('https://example.com/a');
    expect(within(details).getByTestId('journal-response').textContent).toContain('UPSTREAM');

    expect(within(rowOf('edited')).getByTestId('journal-outcome').textContent).toBe('fine');
    expect(within(rowOf('edited')).getByTestId('journal-damaged')).toBeTruthy();
    expect(within(rowOf('refused')).queryByTestId('journal-damaged')).toBeNull();
  });

  it('pages through the operations, fifty at a time', async () => {
    const { verity } = renderApp('/journal', {
      'journal:list': (input) => {
        const { page } = input as { page: number };
        return { total: 120, operations: [operation({ id: `page-${page}` })] };
      },
    });
    await waitFor(() => expect(rowOf('page-0')).toBeTruthy());
    expect(screen.getByTestId('journal-count').textContent).toBe('120 operations, newest first');
    fireEvent.click(within(screen.getByTestId('journal-pagination')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(rowOf('page-2')).toBeTruthy());
    expect(verity.calls.filter((call) => call.channel === 'journal:list').at(-1)?.input).toEqual({
      page: 2,
      pageSize: 50,
    });
  });

  it('follows an operation in flight until its outcome arrives', async () => {
    let lists = 0;
    renderApp('/journal', {
      'journal:list': () => {
        lists += 1;
        const done = lists >= 3;
        return {
          total: 1,
          operations: [
            operation({
              id: 'sending',
              outcome: done ? 'ok' : 'pending',
              response: done ? { status: 200 } : null,
              completedAt: done ? Date.UTC(2026, 10, 26, 12, 0, 2) : null,
            }),
          ],
        };
      },
    });
    await waitFor(() => expect(rowOf('sending').getAttribute('data-outcome')).toBe('pending'));
    await waitFor(() => expect(rowOf('sending').getAttribute('data-outcome')).toBe('ok'));
  });

  it('says which records were removed and what to do, when Verify journal finds a gap', async () => {
    renderApp('/journal', {
      'journal:list': () => ({ total: 0, operations: [] }),
      'journal:verify': () => ({
        ok: false,
        records: 7,
        problem: {
          problem: 'removed',
          seq: 3,
          opId: null,
          message: 'Record 3 was removed: record 4 follows a record that is no longer there',
        },
      }),
    });
    fireEvent.click(await screen.findByTestId('journal-verify'));
    const verdict = await screen.findByTestId('journal-verdict');
    expect(verdict.getAttribute('data-ok')).toBe('false');
    expect(verdict.textContent).toContain('Record 3 was removed');
    expect(verdict.textContent).toContain('record 4 follows a record that is no longer there');
    expect(verdict.textContent).toContain('earlier export of the journal');
    expect(verdict.textContent).not.toContain('Operation:');
  });

  it('sends the time range as since and until, and says so when it is empty', async () => {
    const { verity } = renderApp('/journal', { 'journal:list': () => ({ total: 0, operations: [] }) });
    await screen.findByTestId('journal-empty');
    fireEvent.change(screen.getByTestId('journal-filter-from'), { target: { value: '2026-11-26T12:00' } });
    fireEvent.change(screen.getByTestId('journal-filter-to'), { target: { value: '2026-11-26T13:00' } });
    await waitFor(() =>
      expect(verity.calls.filter((call) => call.channel === 'journal:list').at(-1)?.input).toEqual({
        since: new Date('2026-11-26T12:00').getTime(),
        until: new Date('2026-11-26T13:00').getTime(),
        page: 0,
        pageSize: 50,
      }),
    );
    expect(screen.queryByText(/nothing can begin in this range/)).toBeNull();
    fireEvent.change(screen.getByTestId('journal-filter-to'), { target: { value: '2026-11-26T11:00' } });
    expect(await screen.findByText(/nothing can begin in this range/)).toBeTruthy();
  });
});
