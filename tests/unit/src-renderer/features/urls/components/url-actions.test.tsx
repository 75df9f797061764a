// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UrlActions } from '@/features/urls/components/url-actions';
import type { QueueStatus, UrlSelection } from '@/lib/contract';
import { createFakeVerity, FakeFailure, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';
import { queueStatus } from '../../../../../support/renderer/url-fixtures';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const TARGET: UrlSelection = { all: true, search: 'articles' };

function renderActions(
  handlers: Record<string, (input: unknown) => unknown>,
  props: { target?: UrlSelection | null; count?: number; status?: QueueStatus } = {},
): FakeVerity {
  const verity = createFakeVerity(handlers);
  window.verity = verity.api;
  renderComponent(
    <UrlActions
      target={props.target === undefined ? TARGET : props.target}
      count={props.count ?? 250}
      total={250}
      status={props.status ?? queueStatus()}
    />,
  );
  return verity;
}

const inputsOf = (verity: FakeVerity, channel: string) =>
  verity.calls.filter((call) => call.channel === channel).map((call) => call.input);

describe('URL actions', () => {
  it('nothing selected: no action can run', () => {
    renderActions({}, { target: null, count: 0 });
    for (const id of [
      'url-preflight-menu',
      'url-send-menu',
      'url-cancel-queued',
      'url-refresh',
      'url-remove',
    ])
      expect(screen.getByTestId(id).hasAttribute('disabled')).toBe(true);
  });

  it('a send first says what the quota allows today, then what was queued, held and skipped; Send anyway is a second step', async () => {
    const verity = renderActions(
      {
        'urls:notify': (input) => {
          const anyway = (input as { sendAnyway: boolean }).sendAnyway;
          return anyway
            ? { queued: 30, held: 0, skippedCooldown: 0, status: queueStatus({ queued: 230 }) }
            : { queued: 200, held: 30, skippedCooldown: 20, status: queueStatus({ queued: 200 }) };
        },
      },
      { status: queueStatus({ usedToday: 0 }) },
    );
    fireEvent.click(screen.getByTestId('url-send-menu'));
    fireEvent.click(await screen.findByTestId('url-send-updated'));
    const plan = await screen.findByTestId('send-plan');
    expect(plan.textContent).toMatch(/200 go today, 50 wait; 2 days to send them all/);
    expect(inputsOf(verity, 'urls:notify')).toEqual([]);

    fireEvent.click(screen.getByTestId('send-confirm-submit'));
    const outcome = await screen.findByTestId('send-outcome');
    expect(inputsOf(verity, 'urls:notify')).toEqual([
      { target: TARGET, type: 'URL_UPDATED', sendAnyway: false },
    ]);
    expect(outcome.textContent).toMatch(
      /200 queued, 30 held \(failed or lack a pre-flight\), 20 skipped \(notified\s+within the cooldown\)/,
    );

    fireEvent.click(screen.getByTestId('send-anyway'));
    await waitFor(() => expect(screen.getByTestId('send-queued').textContent).toBe('30 queued'));
    expect(inputsOf(verity, 'urls:notify')[1]).toEqual({
      target: TARGET,
      type: 'URL_UPDATED',
      sendAnyway: true,
    });
    expect(screen.queryByTestId('send-anyway')).toBeNull();
  });

  it('a pre-flight shows its progress, can be cancelled, and says what it found', async () => {
    const verity = renderActions({});
    fireEvent.click(screen.getByTestId('url-preflight-menu'));
    fireEvent.click(await screen.findByTestId('url-preflight-update'));
    expect(inputsOf(verity, 'urls:preflight')).toEqual([{ target: TARGET, intent: 'URL_UPDATED' }]);
    act(() => verity.emit('urls:preflight', { done: 3, total: 10 }));
    expect((await screen.findByTestId('preflight-progress')).textContent).toContain(
      'Pre-flight for update: 3 / 10 pages fetched',
    );
    fireEvent.click(screen.getByTestId('preflight-cancel'));
    expect((await screen.findByTestId('preflight-result')).textContent).toMatch(
      /cancelled after 3 of 10 pages; what was checked is kept/,
    );
    expect(verity.openStreams('urls:preflight')).toBe(0);

    fireEvent.click(screen.getByTestId('url-preflight-menu'));
    fireEvent.click(await screen.findByTestId('url-preflight-removal'));
    act(() => verity.finish('urls:preflight', { checked: 10, passed: 8, failed: 2 }));
    expect((await screen.findByTestId('preflight-result')).textContent).toBe(
      'Pre-flight for removal: 10 checked, 8 passed, 2 failed (the table shows why).',
    );
  });

  it('a pre-flight the profile cannot run without an account says to add one in Settings → Accounts', async () => {
    const verity = renderActions({});
    fireEvent.click(screen.getByTestId('url-preflight-menu'));
    fireEvent.click(await screen.findByTestId('url-preflight-update'));
    act(() =>
      verity.fail(
        'urls:preflight',
        new FakeFailure('NOT_FOUND', 'Profile "sandbox" is not signed in to an account: sign in first'),
      ),
    );
    expect(await screen.findByText('Pre-flight for update failed')).toBeTruthy();
    expect(screen.getByText(/add one in Settings → Accounts, then Retry/)).toBeTruthy();
  });

  it('cancel queued, refresh status and (after asking) remove act on the selection', async () => {
    const verity = renderActions({
      'urls:cancel': () => ({ cancelled: 4 }),
      'urls:refresh': () => ({ read: 3, notFound: 1, deferred: 0 }),
      'urls:remove': () => ({ removed: 250 }),
    });
    fireEvent.click(screen.getByTestId('url-cancel-queued'));
    fireEvent.click(screen.getByTestId('url-refresh'));
    await waitFor(() => expect(inputsOf(verity, 'urls:refresh')).toEqual([{ target: TARGET }]));
    expect(inputsOf(verity, 'urls:cancel')).toEqual([{ target: TARGET }]);
    fireEvent.click(screen.getByTestId('url-remove'));
    expect(inputsOf(verity, 'urls:remove')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from the list' }));
    await waitFor(() => expect(inputsOf(verity, 'urls:remove')).toEqual([{ target: TARGET }]));
  });
});
