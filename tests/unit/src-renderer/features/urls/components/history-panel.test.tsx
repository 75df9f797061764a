// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlHistory } from '@/features/urls/api/url-history';
import { HistoryPanel } from '@/features/urls/components/history-panel';
import { createFakeVerity, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
  vi.restoreAllMocks();
});

function Harness() {
  const [days, setDays] = useState(30);
  return <HistoryPanel days={days} onDays={setDays} history={useUrlHistory(days)} />;
}

function renderPanel(history: (input: unknown) => unknown): FakeVerity {
  const verity = createFakeVerity({
    'urls:history': history,
    'urls:export': (input) => {
      const format = (input as { format: 'csv' | 'json' }).format;
      return { fileName: `notifications.${format}`, text: format === 'csv' ? 'url,type\n' : '[]' };
    },
  });
  window.verity = verity.api;
  renderComponent(<Harness />);
  return verity;
}

const day = (date: string, updated: number, deleted: number, failed: number) => ({
  day: date,
  updated,
  deleted,
  failed,
});

describe('Notification history', () => {
  it('charts the days it is given and asks again for another range', async () => {
    const verity = renderPanel(() => ({
      days: [day('2026-11-26', 120, 30, 4), day('2026-11-27', 80, 0, 1)],
      errors: [],
    }));
    expect(await screen.findByTestId('history-chart')).toBeTruthy();
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(
        verity.calls.filter((call) => call.channel === 'urls:history').map((call) => call.input),
      ).toEqual([{ days: 30 }, { days: 7 }]),
    );
  });

  it('says so when nothing was sent in the range', async () => {
    renderPanel(() => ({ days: [day('2026-11-27', 0, 0, 0)], errors: [] }));
    expect((await screen.findByTestId('history-empty')).textContent).toMatch(
      /No notification sent in the last 30 days/,
    );
  });

  it('exports every notification as a file download', async () => {
    const saved: { name: string; href: string }[] = [];
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:verity/export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const verity = renderPanel(() => ({ days: [], errors: [] }));
    fireEvent.click(await screen.findByTestId('history-export-csv'));
    await waitFor(() => expect(saved).toEqual([{ name: 'notifications.csv', href: 'blob:verity/export' }]));
    expect(await created[0]!.text()).toBe('url,type\n');
    expect(created[0]!.type).toBe('text/csv');
    expect(verity.calls.filter((call) => call.channel === 'urls:export').map((call) => call.input)).toEqual([
      { format: 'csv' },
    ]);
  });
});
