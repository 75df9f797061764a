import { Divider, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useSigningKeys } from '@/features/log/api/list-signing-keys';
import { CreateEntryForm } from './create-entry-form';
import { GenerateKeyForm } from './generate-key-form';
import { ImportKeyForm } from './import-key-form';
import { SigningKeysTable } from './signing-keys-table';

/** /log/create: local signing keys, and new entries signed with them. */
export function CreatePage() {
  const keys = useSigningKeys();
  return (
    <Stack gap="md" data-testid="page-log-create">
      <Paper withBorder p="md" radius="md" data-testid="keys-section">
        <Stack gap="sm">
          <Title order={4}>Signing keys</Title>
          <ErrorAlert title="Could not list the signing keys" query={keys} />
          {keys.isPending && <Skeleton height={60} />}
          {keys.data && <SigningKeysTable keys={keys.data.keys} />}
          <Divider />
          <GenerateKeyForm />
          <Divider />
          <ImportKeyForm />
        </Stack>
      </Paper>
      {keys.data && <CreateEntryForm keys={keys.data.keys} />}
    </Stack>
  );
}
