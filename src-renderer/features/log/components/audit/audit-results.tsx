import { Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuditFileResult } from '@/lib/contract';
import type { StagedAuditFile } from '@/features/log/utils/audit-files';
import { auditOutcome, AuditResultCard } from './audit-result-card';

/** Results shown at once; the rest are a page away, so a run of thousands stays quick to show. */
const PAGE_SIZE = 100;
/** Results open by default when there are few; hundreds stay folded until asked for. */
const OPEN_RESULTS_UP_TO = 5;

type Filter = 'all' | 'fail' | 'unusable' | 'pass';

/** Every file of the run, failures and unusable files a click away, a page at a time. */
export function AuditResults({
  runId,
  results,
  files,
  proofsDrawn,
}: {
  runId: string;
  results: AuditFileResult[];
  /** The staged files by path, so a row can be read again and decoded. */
  files: ReadonlyMap<string, StagedAuditFile>;
  proofsDrawn: boolean;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const shown = filter === 'all' ? results : results.filter((result) => auditOutcome(result) === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE_SIZE;
  const count = (outcome: Filter) => results.filter((result) => auditOutcome(result) === outcome).length;
  return (
    <Stack gap="sm" data-testid="audit-results">
      {results.length > OPEN_RESULTS_UP_TO && (
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => {
              setFilter(value as Filter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: `All ${results.length.toLocaleString('en')}` },
              { value: 'fail', label: `Failed ${count('fail').toLocaleString('en')}` },
              { value: 'unusable', label: `Unusable ${count('unusable').toLocaleString('en')}` },
              { value: 'pass', label: `Passed ${count('pass').toLocaleString('en')}` },
            ]}
            data-testid="audit-results-filter"
          />
          {shown.length > PAGE_SIZE && (
            <Text size="xs" c="dimmed">
              {(first + 1).toLocaleString('en')}–
              {Math.min(first + PAGE_SIZE, shown.length).toLocaleString('en')} of{' '}
              {shown.length.toLocaleString('en')}
            </Text>
          )}
        </Group>
      )}
      {shown.slice(first, first + PAGE_SIZE).map((result) => (
        <AuditResultCard
          key={`${runId}:${result.name}`}
          result={result}
          runId={runId}
          file={files.get(result.name)}
          proofsDrawn={proofsDrawn}
          defaultOpen={results.length <= OPEN_RESULTS_UP_TO}
        />
      ))}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          data-testid="audit-results-pages"
        />
      )}
    </Stack>
  );
}
