import { Code, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useAccountCredentials } from '../api/get-account-credentials';
import { useImportGoogleClient } from '../api/import-google-client';
import { CredentialFileButton } from './credential-file-button';

/**
 * The OAuth client a profile signs in to Google with: the person's own Desktop app client JSON. The
 * Sandbox profile signs in with the sandbox's client, so nothing is shown for it.
 */
export function GoogleClientImport({ profileId }: { profileId: string }) {
  const credentials = useAccountCredentials(profileId);
  const importClient = useImportGoogleClient(profileId);

  if (credentials.isPending) return <Skeleton height={40} />;
  if (!credentials.data)
    return <ErrorAlert title="Could not read the profile's Google client" query={credentials} />;
  const client = credentials.data.oauthClient;
  if (client?.source === 'sandbox') return null;

  return (
    <Stack gap="xs" data-testid="google-client">
      <Text fw={500} size="sm">
        Google client
      </Text>
      {client ? (
        <Text size="sm" data-testid="google-client-id">
          Signs in with client <Code>{client.clientId}</Code>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Signing in to Google needs your own OAuth client: in the Google Cloud console, APIs &amp; Services →
          Credentials → Create credentials → OAuth client ID → Desktop app, then Download JSON and import it
          here.
        </Text>
      )}
      <CredentialFileButton
        label={client ? 'Replace with another client JSON…' : 'Import a client JSON…'}
        onFile={(file) => importClient.mutate(file)}
        pending={importClient.isPending}
        error={importClient.error}
        errorTitle="The client was not imported"
        testId="google-client-import"
      />
    </Stack>
  );
}
