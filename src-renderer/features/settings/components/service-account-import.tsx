import { Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import { useForgetServiceAccount } from '../api/forget-service-account';
import { useAccountCredentials } from '../api/get-account-credentials';
import { useImportServiceAccount } from '../api/import-service-account';
import { CredentialFileButton } from './credential-file-button';

/**
 * A profile's service account: import a key JSON from IAM (its private key goes to the vault and never
 * comes back here), see whose key it is, remove it.
 */
export function ServiceAccountImport({ profileId }: { profileId: string }) {
  const credentials = useAccountCredentials(profileId);
  const importKey = useImportServiceAccount(profileId);
  const forget = useForgetServiceAccount(profileId);

  if (credentials.isPending) return <Skeleton height={40} />;
  if (!credentials.data)
    return <ErrorAlert title="Could not read the profile's service account" query={credentials} />;
  const account = credentials.data.serviceAccount;

  return (
    <Stack gap="xs" data-testid="service-account">
      <Text fw={500} size="sm">
        Service account
      </Text>
      {account ? (
        <Group justify="space-between">
          <Text size="sm" data-testid="service-account-identity">
            <strong>{account.email}</strong> · key <Code>{account.keyId}</Code>
          </Text>
          <ConfirmButton
            variant="default"
            size="xs"
            question="Remove this service-account key? Verity forgets it and its token; the key itself stays valid in IAM until you delete it there."
            confirmLabel="Remove"
            loading={forget.isPending}
            onConfirm={() => forget.mutate()}
            data-testid="service-account-forget"
          >
            Remove key
          </ConfirmButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No service-account key. With one, the Google pages of this profile work as the service account
          whenever nobody is signed in.
        </Text>
      )}
      <CredentialFileButton
        label={account ? 'Replace with another key JSON…' : 'Import a key JSON…'}
        onFile={(file) => importKey.mutate(file)}
        pending={importKey.isPending}
        error={importKey.error}
        errorTitle="The key was not imported"
        testId="service-account-import"
      />
    </Stack>
  );
}
