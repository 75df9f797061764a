import { ActionIcon, Badge, Code, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { ConfirmButton } from '@/components/confirm-button';
import { HashValue } from '@/components/hash-value';
import type { TrustedLogInfo } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useRemoveTrusted } from '@/features/log/api/remove-trusted';

function Source({ log }: { log: TrustedLogInfo }) {
  if (log.source === 'trusted-root') return <Badge variant="light">TrustedRoot</Badge>;
  if (log.source === 'pem')
    return (
      <Badge variant="light" color="grape">
        PEM
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge variant="light" color="blue" tt="none">
        pinned on first use
      </Badge>
      {log.pinnedAt !== null && <Text size="xs">{formatDateTime(log.pinnedAt)}</Text>}
    </Stack>
  );
}

function validity(log: TrustedLogInfo): string {
  if (!log.validFrom && !log.validTo) return 'no limit';
  return `${log.validFrom ?? '…'} → ${log.validTo ?? 'now'}`;
}

/** Keys whose checkpoint signatures Verity accepts, and where each came from. */
export function TrustedLogsTable({ logs }: { logs: TrustedLogInfo[] }) {
  const remove = useRemoveTrusted();
  if (logs.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="trust-logs-empty">
        No log is trusted yet, so no checkpoint verifies. Import a TrustedRoot or a PEM key below, or check
        the log’s key above to pin it.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Log ID</Table.Th>
            <Table.Th>Key hint</Table.Th>
            <Table.Th>Algorithm</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>Base URL</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.id} data-testid="trust-log-row" data-source={log.source}>
              <Table.Td>{log.name ?? '—'}</Table.Td>
              <Table.Td>
                <HashValue value={log.logId} copyLabel="Copy log ID" />
              </Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {log.keyHint}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{log.algorithm}</Table.Td>
              <Table.Td>
                <Source log={log} />
              </Table.Td>
              <Table.Td>
                <Text size="xs">{validity(log)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" className="verity-mono">
                  {log.baseUrl ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Popover withArrow shadow="md" position="left">
                    <Popover.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label="Show the public key">
                        <IconEye size={16} />
                      </ActionIcon>
                    </Popover.Target>
                    <Popover.Dropdown>
                      <Code block>{log.pem}</Code>
                    </Popover.Dropdown>
                  </Popover>
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    question="Stop trusting this key? Checkpoints it signs will no longer verify."
                    confirmLabel="Remove"
                    onConfirm={() => remove.mutate({ id: log.id, label: log.name ?? `Key ${log.keyHint}` })}
                  >
                    Remove
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
