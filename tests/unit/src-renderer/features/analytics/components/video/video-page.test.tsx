// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { VideoPage } from '@/features/analytics/components/video/video-page';
import { createFakeVerity } from '../../../../../../support/renderer/fake-verity';
import { answer } from '../overview/analytics-fakes';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const RETENTION = Array.from({ length: 100 }, (_, index) => [(index + 1) / 100, 1 - index / 200, 0.5]);

function renderVideo(videoId: string) {
  const verity = createFakeVerity({
    'analytics:query': (input) => {
      const query = input as ReportQuery;
      if (query.dimensions === 'elapsedVideoTimeRatio') return answer(query, RETENTION);
      if (query.dimensions === 'day') return answer(query, []);
      return answer(query, [[120, 300, 150, 2, 0, 9].slice(0, query.metrics.split(',').length)]);
    },
  });
  window.verity = verity.api;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/analytics/videos/${videoId}`]}>
          <Routes>
            <Route path="/analytics/videos/:videoId" element={<VideoPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return verity;
}

describe("A video's page", () => {
  it("asks every report for the video in the address, its retention curve as the service's rules require", async () => {
    const verity = renderVideo('vid_42');
    expect(screen.getByTestId('video-id').textContent).toBe('vid_42');
    await waitFor(() => expect(screen.getByTestId('retention-chart').dataset.points).toBe('100'));
    await waitFor(() => expect(screen.getByTestId('kpi-views-value').textContent).toBe('120'));
    const queries = verity.calls.map((call) => call.input as ReportQuery);
    expect(queries.every((query) => query.filters === 'video==vid_42')).toBe(true);
    expect(queries.find((query) => query.dimensions === 'elapsedVideoTimeRatio')).toMatchObject({
      metrics: 'audienceWatchRatio,relativeRetentionPerformance',
      sort: 'elapsedVideoTimeRatio',
    });
    expect(screen.getByTestId('video-back').getAttribute('href')).toBe('/analytics');
  });
});
