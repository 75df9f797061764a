import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useTrustList } from '@/features/log/api/list-trust';
import { AuthoritiesTable } from './authorities-table';
import { CheckLogKeyCard } from './check-log-key-card';
import { ImportedRootsList } from './imported-roots-list';
import { ImportPemForm } from './import-pem-form';
import { ImportTrustedRootForm } from './import-trusted-root-form';
import { TrustedLogsTable } from './trusted-logs-table';

/** /log/trust: what Verity trusts to sign checkpoints and certificates, and where it came from. */
export function TrustPage() {
  const trust = useTrustList();
  return (
    <Stack gap="md" data-testid="page-log-trust">
      <CheckLogKeyCard />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>Trusted logs</Title>
          <ErrorAlert title="Could not load the trust store" query={trust} />
          {trust.isPending && <Skeleton height={90} />}
          {trust.data && <TrustedLogsTable logs={trust.data.logs} />}
        </Stack>
      </Paper>
      {trust.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={4}>Authorities</Title>
              <AuthoritiesTable authorities={trust.data.authorities} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={4}>Imported TrustedRoots</Title>
              <ImportedRootsList roots={trust.data.roots} />
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ImportTrustedRootForm />
        <ImportPemForm />
      </SimpleGrid>
    </Stack>
  );
}
