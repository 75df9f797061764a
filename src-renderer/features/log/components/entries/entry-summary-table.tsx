import { Anchor, Table, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EntrySummary } from '@/lib/contract';
import { formatUint64, formatUnixSeconds, shortHash } from '@/lib/format';
import { entryPath } from '@/lib/log-screens';
import { TlogVerdictBadge } from '../verdict/verdict-badges';

interface EntryRowProps {
  entry: EntrySummary;
  rowTestId: string;
}

// Memoized: "Load older" appends rows without changing the ones already shown.
const EntryRow = memo(function EntryRow({ entry, rowTestId }: EntryRowProps) {
  const navigate = useNavigate();
  const open = () => void navigate(entryPath(entry.entryId));
  return (
    <Table.Tr
      data-testid={rowTestId}
      data-entry-id={entry.entryId}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
    >
      <Table.Td ta="right">{formatUint64(entry.logIndex)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {entry.kind}{' '}
          <Text span size="xs" c="dimmed">
            {entry.apiVersion}
          </Text>
        </Text>
      </Table.Td>
      <Table.Td>{formatUnixSeconds(entry.integratedTime)}</Table.Td>
      <Table.Td>
        <Tooltip label={entry.entryId} withArrow multiline maw={420} style={{ overflowWrap: 'anywhere' }}>
          <Anchor
            component={Link}
            to={entryPath(entry.entryId)}
            size="sm"
            className="verity-mono"
            onClick={(event) => event.stopPropagation()}
          >
            {shortHash(entry.uuid, 12, 6)}
          </Anchor>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <TlogVerdictBadge verdict={entry.tlog} />
      </Table.Td>
    </Table.Tr>
  );
});

interface EntrySummaryTableProps {
  entries: EntrySummary[];
  /** Test id of each row: newest-row on the overview, search-result-row on Search. */
  rowTestId: string;
}

/** Entries as rows that open their entry page: index, kind, time, UUID and the tlog verdict. */
export function EntrySummaryTable({ entries, rowTestId }: EntrySummaryTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover tabularNums verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">Index</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Integrated</Table.Th>
            <Table.Th>UUID</Table.Th>
            <Table.Th>Verdict</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.entryId} entry={entry} rowTestId={rowTestId} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
