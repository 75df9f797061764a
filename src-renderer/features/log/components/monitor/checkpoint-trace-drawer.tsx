import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import { CollapsibleCode } from '@/components/collapsible-code';
import type { CheckpointRecord } from '@/lib/contract';
import { formatDateTime, formatUint64 } from '@/lib/format';
import { CONSISTENCY, SIGNATURE } from '@/features/log/utils/monitor-labels';
import { ConsistencyProofDiagram } from '../proof/consistency-proof-diagram';

interface CheckpointTraceDrawerProps {
  record: CheckpointRecord | null;
  onClose: () => void;
}

/** One stored checkpoint: its note, its verdicts, and the consistency proof from the last trusted one, drawn. */
export function CheckpointTraceDrawer({ record, onClose }: CheckpointTraceDrawerProps) {
  return (
    <Drawer opened={record !== null} onClose={onClose} position="right" size="xl" title="Stored checkpoint">
      {record && (
        <Stack gap="md" data-testid="monitor-trace">
          <Group gap="xs">
            <Badge color={SIGNATURE[record.signature].color}>
              signature {SIGNATURE[record.signature].label}
            </Badge>
            <Badge color={CONSISTENCY[record.consistency].color}>
              {CONSISTENCY[record.consistency].label}
            </Badge>
          </Group>
          <Text size="sm">
            Shard {record.treeID} · size {formatUint64(record.size)} · fetched{' '}
            {formatDateTime(record.fetchedAt)}
          </Text>
          <Text size="sm">{record.detail}</Text>
          <CollapsibleCode title="checkpoint note" code={record.note} defaultOpen wrap />
          {record.trace ? (
            <ConsistencyProofDiagram trace={record.trace} />
          ) : (
            <Text size="sm" c="dimmed">
              No consistency proof for this checkpoint:{' '}
              {record.consistency === 'first'
                ? 'it is the first one stored for its shard.'
                : record.consistency === 'same'
                  ? 'it has the same size and root as the last trusted one.'
                  : 'none was fetched or it could not be requested.'}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
