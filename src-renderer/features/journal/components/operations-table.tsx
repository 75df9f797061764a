import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { SERVICE_IDS, SERVICE_LABELS, type JournalOperation, type ServiceId } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { OperationDetails } from './operation-details';
import { OutcomeBadge } from './outcome-badge';

const COLUMNS = 6;

/** A service Verity does not know (a row changed by hand) is shown by the name the row holds. */
const serviceLabel = (service: string) =>
  (SERVICE_IDS as readonly string[]).includes(service) ? SERVICE_LABELS[service as ServiceId] : service;

interface OperationsTableProps {
  operations: readonly JournalOperation[];
  openId: string | null;
  onToggle: (id: string) => void;
  /** Buttons for one operation (Check, Undo), in the last column. */
  actions: (operation: JournalOperation) => ReactNode;
}

/** Operations newest first; a row opens below itself to show its request and response. */
export function OperationsTable({ operations, openId, onToggle, actions }: OperationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover tabularNums verticalSpacing={6} data-testid="journal-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Begun</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operations.map((op) => (
            <Fragment key={op.id}>
              <Table.Tr
                data-testid="journal-row"
                data-op-id={op.id}
                data-outcome={op.outcome}
                aria-expanded={openId === op.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => onToggle(op.id)}
                onKeyDown={(event) => {
                  if (event.target !== event.currentTarget) return;
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onToggle(op.id);
                  }
                }}
              >
                <Table.Td className="verity-mono" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(op.at)}
                </Table.Td>
                <Table.Td>{serviceLabel(op.service)}</Table.Td>
                <Table.Td className="verity-mono">{op.kind}</Table.Td>
                <Table.Td maw={0} w="35%">
                  <Text size="sm" className="verity-mono" truncate="end" title={op.target}>
                    {op.target}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <OutcomeBadge outcome={op.outcome} />
                    {op.damaged && (
                      <Tooltip label={op.damaged} withArrow multiline maw={360}>
                        <Badge color="red" variant="outline" data-testid="journal-damaged">
                          damaged
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                {/* The buttons act on the operation; a click on them does not open the row. */}
                <Table.Td ta="right" onClick={(event) => event.stopPropagation()}>
                  {actions(op)}
                </Table.Td>
              </Table.Tr>
              {openId === op.id && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS}>
                    <OperationDetails operation={op} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
