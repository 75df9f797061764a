import { Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CollapsibleCode } from '@/components/collapsible-code';
import { LabelValueTable } from '@/components/label-value-table';
import type { ChatTurn } from '@/lib/contract';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { timelineStats } from '@/features/chat/utils/timeline-stats';
import { requestOf } from '@/features/chat/utils/turn-facts';

/** One answer's life from its stored events: request, retries, first byte, every chunk, and the exact request. */
export function TimelineDrawer({
  turn,
  opened,
  onClose,
}: {
  turn: ChatTurn;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Answer timeline">
      {opened && <TimelineBody turn={turn} />}
    </Drawer>
  );
}

function TimelineBody({ turn }: { turn: ChatTurn }) {
  const events = turn.result?.events;
  const stats = useMemo(() => timelineStats(events ?? []), [events]);
  const request = requestOf(turn);
  return (
    <Stack gap="md" data-testid="timeline">
      <LabelValueTable
        rows={[
          ['Sent', stats.sentAt === null ? '—' : formatDateTime(stats.sentAt)],
          ['Endpoint', request?.url ?? '—'],
          ['First byte', formatDuration(stats.firstByteMs)],
          ['First content', formatDuration(stats.firstContentMs)],
          ['Total', formatDuration(stats.totalMs)],
          ['Chunks', `${stats.chunks} (${formatBytes(stats.bytes)})`],
          ['Retries', String(stats.retries)],
          ['Output tokens', stats.outputTokens === null ? '—' : String(stats.outputTokens)],
          ['Tokens per second', stats.tokensPerSecond === null ? '—' : stats.tokensPerSecond.toFixed(1)],
        ]}
      />
      <Table striped withTableBorder fz="xs" data-testid="timeline-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>at</Table.Th>
            <Table.Th>+ms</Table.Th>
            <Table.Th>event</Table.Th>
            <Table.Th>bytes</Table.Th>
            <Table.Th>tokens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.rows.map((row, i) => (
            <Table.Tr key={i} data-kind={row.kind}>
              <Table.Td>{formatDuration(row.atMs)}</Table.Td>
              <Table.Td>{Math.round(row.deltaMs)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.label}</Table.Td>
              <Table.Td>{row.bytes ?? ''}</Table.Td>
              <Table.Td>{row.tokens ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {request ? (
        <CollapsibleCode
          title="Request JSON"
          code={JSON.stringify(request.body, null, 2)}
          testId="timeline-request"
        />
      ) : (
        <Group>
          <Text size="sm" c="dimmed">
            No request was recorded for this answer.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
