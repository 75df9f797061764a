import { Badge, Table, Text } from '@mantine/core';
import type { TrustedAuthorityInfo } from '@/lib/contract';

const KIND_LABELS: Record<TrustedAuthorityInfo['kind'], string> = {
  'certificate-authority': 'certificate authority',
  'timestamp-authority': 'timestamp authority',
  'ct-log': 'CT log',
};

/** Certificate authorities, timestamp authorities and CT logs from imported TrustedRoots (used for bundles). */
export function AuthoritiesTable({ authorities }: { authorities: TrustedAuthorityInfo[] }) {
  if (authorities.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None: bundle certificates cannot be chained until a TrustedRoot with authorities is imported.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Valid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {authorities.map((authority, index) => (
            <Table.Tr key={`${authority.name}-${index}`} data-testid="trust-authority-row">
              <Table.Td>{authority.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {KIND_LABELS[authority.kind]}
                </Badge>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{authority.subject}</Table.Td>
              <Table.Td>
                <Text size="xs">
                  {authority.validFrom ?? '…'} → {authority.validTo ?? 'now'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
