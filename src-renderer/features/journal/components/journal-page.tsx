import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconJson, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { plural } from '@/lib/format';
import { useExportJournalCsv } from '../api/export-journal-csv';
import { useExportJournalJson } from '../api/export-journal-json';
import { useJournalOperations } from '../api/list-operations';
import { useVerifyJournal } from '../api/verify-journal';
import { useJournalFilterStore } from '../stores/journal-filter-store';
import { toJournalFilters } from '../utils/journal-query';
import { JournalFilterBar } from './journal-filter-bar';
import { JournalKey } from './journal-key';
import { JournalVerdict } from './journal-verdict';
import { OperationActions } from './operation-actions';
import { OperationsTable } from './operations-table';

const PAGE_SIZE = 50;

/** Every mutation the console sent to a service: what was asked, what came back, and whether the record is intact. */
export function JournalPage() {
  const filter = useJournalFilterStore((state) => state.filter);
  const page = useJournalFilterStore((state) => state.page);
  const setPage = useJournalFilterStore((state) => state.setPage);
  const listFilter = toJournalFilters(filter);
  const operations = useJournalOperations({ ...listFilter, page, pageSize: PAGE_SIZE });
  const verify = useVerifyJournal();
  const exportCsv = useExportJournalCsv();
  const exportJson = useExportJournalJson();
  const [openId, setOpenId] = useState<string | null>(null);

  const total = operations.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = operations.data?.operations ?? [];

  return (
    <Stack gap="md" data-testid="page-journal">
      <PageHeader
        title="Journal"
        description="Every change Verity sent to a service, written down before it was sent and completed with its outcome. Each record carries the hash of the one before, so Verify journal finds any record edited, removed or reordered since."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={operations.isFetching}
              onClick={() => void operations.refetch()}
              data-testid="journal-refresh"
            >
              Refresh
            </Button>
            <Button
              variant="default"
              leftSection={<IconJson size={16} />}
              loading={exportJson.isPending}
              onClick={() => exportJson.mutate(listFilter)}
              data-testid="journal-export-json"
            >
              Export JSON
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(listFilter)}
              data-testid="journal-export-csv"
            >
              Export CSV
            </Button>
            <Button
              leftSection={<IconShieldCheck size={16} />}
              loading={verify.isPending}
              onClick={() => verify.mutate()}
              data-testid="journal-verify"
            >
              Verify journal
            </Button>
          </>
        }
      />
      <ErrorAlert
        title="Could not verify the journal"
        error={verify.error}
        onRetry={() => verify.mutate()}
        retrying={verify.isPending}
      />
      {verify.data && <JournalVerdict verdict={verify.data} />}
      <JournalKey />
      <JournalFilterBar />
      <ErrorAlert title="Could not load the journal" query={operations} />
      {operations.isPending && (
        <Stack gap={6} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      )}
      {operations.isSuccess && rows.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="journal-empty">
          {Object.keys(listFilter).length > 0
            ? 'No operation matches these filters.'
            : 'Nothing journaled yet. Operations appear here as soon as a page changes something at a service, such as Log → Create.'}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed" data-testid="journal-count">
            {plural(total, 'operation', 'operations')}, newest first
          </Text>
          <OperationsTable
            operations={rows}
            openId={openId}
            onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
            actions={(operation) => <OperationActions operation={operation} />}
          />
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                data-testid="journal-pagination"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
