import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { plural } from '@/lib/format';
import { ServiceBaseUrl } from '@/components/service-base-url';
import { useUrlWindows } from '../api/list-urls';
import { useQueueStatus } from '../api/queue-status';
import { useUrlHistory } from '../api/url-history';
import { useUrlEvents } from '../hooks/use-url-events';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { selectedCount, selectionTarget } from '../utils/selection';
import { ErrorGroups } from './error-groups';
import { HistoryPanel } from './history-panel';
import { ImportModal } from './import-modal';
import { QuotaMeter } from './quota-meter';
import { UrlActions } from './url-actions';
import { UrlFilterBar } from './url-filter-bar';
import { UrlSettingsPopover } from './url-settings-popover';
import { UrlsEmpty } from './urls-empty';
import { UrlsErrorAlert } from './urls-error-alert';
import { UrlsTable } from './urls-table';

const FIRST_WINDOW = [0];

/**
 * The URL notification service's dashboard for the active profile: import URLs, check them before any
 * quota is spent, send URL_UPDATED / URL_DELETED through a queue that plans around the daily quota, and
 * see the errors grouped with their fixes and the history of what was sent.
 */
export function UrlsPage() {
  useUrlEvents();
  const search = useUrlsViewStore((state) => state.search);
  const filter = useUrlsViewStore((state) => state.filter);
  const selection = useUrlsViewStore((state) => state.selection);
  const showAll = useUrlsViewStore((state) => state.showAll);
  const [query] = useDebouncedValue(search.trim(), 300);
  // The first window only: its total sizes the table, which fetches the windows it scrolls to itself.
  const list = useUrlWindows(query, filter, FIRST_WINDOW);
  const queue = useQueueStatus();
  const [days, setDays] = useState(30);
  const history = useUrlHistory(days);
  const [importing, setImporting] = useState(false);

  const total = list.total;
  const filtered = query !== '' || Object.keys(filter).length > 0;
  const target = selectionTarget(selection, query, filter);

  return (
    <Stack gap="md" data-testid="page-urls">
      <PageHeader
        title="URLs"
        description="URL notifications for the active profile: import URLs, pre-flight them before any quota is spent, and send URL_UPDATED or URL_DELETED through a queue that stops at the daily quota and resumes after the reset at midnight Pacific time."
        actions={
          <>
            <Button
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
              data-testid="urls-import"
            >
              Import URLs
            </Button>
            <UrlSettingsPopover />
          </>
        }
      />
      <ServiceBaseUrl service="indexing" />
      <UrlsErrorAlert title="Could not read the send queue" query={queue} testId="urls-queue-error" />
      {queue.data && <QuotaMeter status={queue.data} />}
      <ErrorGroups groups={history.data?.errors ?? []} />
      <UrlsErrorAlert title="Could not list the URLs" query={list} testId="urls-error" />
      {total === null && !list.error && (
        <Stack gap={6} aria-busy="true" data-testid="urls-loading">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      )}
      {total === 0 && !filtered && <UrlsEmpty onImport={() => setImporting(true)} />}
      {total !== null && (total > 0 || filtered) && (
        <>
          <UrlFilterBar />
          <UrlActions
            target={target}
            count={selectedCount(selection, total)}
            total={total}
            status={queue.data}
          />
          <Text size="sm" c="dimmed" data-testid="urls-count">
            {filtered
              ? plural(total, 'URL matches', 'URLs match')
              : plural(total, 'URL listed', 'URLs listed')}
          </Text>
          {total === 0 ? (
            <Text size="sm" c="dimmed" data-testid="urls-none-match">
              No URL matches the search and filters.{' '}
              <Anchor size="sm" component="button" onClick={showAll}>
                Clear them
              </Anchor>
            </Text>
          ) : (
            <UrlsTable key={JSON.stringify([query, filter])} search={query} filter={filter} total={total} />
          )}
        </>
      )}
      <HistoryPanel days={days} onDays={setDays} history={history} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
