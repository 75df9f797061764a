import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { HashValue } from '@/components/hash-value';
import type { InTotoStatement } from '@/lib/contract';

/** A DSSE envelope's in-toto statement: what it is about (subjects and digests) and what it claims (predicate). */
export function StatementCard({ statement }: { statement: InTotoStatement }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="entry-statement">
      <Stack gap="sm">
        <Title order={5}>In-toto statement</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Payload type
          </Text>
          <Badge variant="light" tt="none">
            {statement.payloadType}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Predicate type
          </Text>
          <Text size="sm" className="verity-mono" data-testid="statement-predicate-type">
            {statement.predicateType ??
              '— (not an in-toto statement, or the payload is not stored in the log)'}
          </Text>
        </Group>
        {statement.subjects.length > 0 ? (
          <Table layout="fixed" withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Digests</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.subjects.map((subject, index) => (
                <Table.Tr key={`${subject.name}-${index}`} data-testid="statement-subject">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{subject.name || '(unnamed)'}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {subject.digests.map(([algorithm, value]) => (
                        <Group key={algorithm} gap={4} wrap="nowrap">
                          <Text size="xs" c="dimmed">
                            {algorithm}
                          </Text>
                          <HashValue value={value} copyLabel={`Copy ${algorithm} digest`} size="xs" />
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No subjects listed.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
