import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { MonoValue } from '@/components/mono-value';
import { useSandboxStatus } from '@/hooks/use-sandbox-status';
import { useSandboxOAuthFiles } from '../api/get-sandbox-oauth-files';

/**
 * The sandbox's own OAuth credential files, for scripts: Google's client libraries read them as they
 * are (the client file with an OAuth2Client or InstalledAppFlow, the key with GoogleAuth's keyFile).
 * Paths and names only; the secrets stay in the files.
 */
export function SandboxOAuthFiles() {
  const sandbox = useSandboxStatus();
  const files = useSandboxOAuthFiles(sandbox.data?.baseUrl ?? null);
  if (!sandbox.data?.baseUrl) return null;

  const rows: [string, string, string][] = files.data
    ? [
        ['OAuth client file', files.data.clientFile, 'sandbox-oauth-client-file'],
        ['Client ID', files.data.clientId, 'sandbox-oauth-client-id'],
        ['Service-account key file', files.data.serviceAccountFile, 'sandbox-service-account-file'],
        ['Service account', files.data.serviceAccountEmail, 'sandbox-service-account-email'],
        ['Token URI', files.data.tokenUri, 'sandbox-token-uri'],
      ]
    : [];
  return (
    <Stack gap="xs" data-testid="sandbox-oauth-files">
      <Title order={4}>The sandbox's credential files</Title>
      <Text size="sm" c="dimmed">
        For your own scripts against the sandbox: an installed (Desktop) OAuth client and a service-account
        key, in Google's own JSON shapes, with the sandbox as their authorization server.
      </Text>
      {files.isPending && <Skeleton height={100} />}
      <ErrorAlert title="Could not read the sandbox's credential files" query={files} />
      {rows.length > 0 && (
        <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td>
                  <MonoValue value={value} copyLabel={`Copy ${label.toLowerCase()}`} testId={testId} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
