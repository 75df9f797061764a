import { Alert, Badge, List, Stack, Table, Text } from '@mantine/core';
import { ACCOUNT_SCOPES, missingScopes } from '@/lib/account-scopes';

/** The last part of a scope URL, as Google's consent screens and docs name it (`drive`, `indexing`). */
const shortName = (scope: string) => scope.slice(scope.lastIndexOf('/') + 1);

/**
 * Every scope a sign-in asks for: what it lets Verity do and whether the account granted it; then, for
 * each one left out, which page lacks it and for what (granular consent lets a person untick scopes).
 */
export function AccountScopesTable({ granted }: { granted: readonly string[] }) {
  const missing = missingScopes(granted);
  return (
    <Stack gap="sm">
      <Table withTableBorder verticalSpacing={4} data-testid="account-scopes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Lets Verity</Table.Th>
            <Table.Th>Granted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ACCOUNT_SCOPES.map(({ scope, enables }) => {
            const isGranted = granted.includes(scope);
            return (
              <Table.Tr key={scope} data-testid="account-scope" data-granted={isGranted}>
                <Table.Td className="verity-mono" title={scope}>
                  {shortName(scope)}
                </Table.Td>
                <Table.Td>{enables}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={isGranted ? 'teal' : 'gray'}>
                    {isGranted ? 'granted' : 'not granted'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title="Some pages lack a scope"
          data-testid="account-missing-scopes"
        >
          <List size="sm" spacing={2}>
            {missing.map((need) => (
              <List.Item key={`${need.page} ${need.scope}`}>
                <strong>{need.page}</strong>: no {need.for} without{' '}
                <span className="verity-mono">{shortName(need.scope)}</span>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            Sign out and sign in again, leaving these ticked on the consent page, to grant them.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
