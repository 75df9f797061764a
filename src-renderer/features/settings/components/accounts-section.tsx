import { Alert, Button, Divider, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import { useActiveProfile } from '@/hooks/use-profiles';
import { useCancelSignIn } from '../api/cancel-sign-in';
import { useAccountStatus } from '../api/get-account-status';
import { useSignIn } from '../api/sign-in';
import { useSignOut } from '../api/sign-out';
import { AccountScopesTable } from './account-scopes-table';
import { GoogleClientImport } from './google-client-import';
import { SandboxOAuthFiles } from './sandbox-oauth-files';
import { ServiceAccountImport } from './service-account-import';
import { SettingsSection } from './settings-section';
import { SignInFailure } from './sign-in-failure';
import { SignInWaiting } from './sign-in-waiting';

/**
 * The active profile's Google credentials: the OAuth client it signs in with (the person's own, or the
 * sandbox's), the person's sign-in (what it granted, sign out), and a service account.
 */
export function AccountsSection() {
  const profile = useActiveProfile();
  return (
    <SettingsSection
      title="Accounts"
      description={
        profile
          ? `The Google account profile “${profile.name}” signs in with for the URL, Analytics and Storage pages. Its tokens stay in Verity's vault; this page shows the account and what it granted.`
          : 'The Google account each profile signs in with for the URL, Analytics and Storage pages.'
      }
      testId="settings-accounts"
    >
      {profile ? (
        <Stack gap="md" key={profile.id}>
          <GoogleClientImport profileId={profile.id} />
          <ProfileAccount profileId={profile.id} />
          <Divider />
          <ServiceAccountImport profileId={profile.id} />
          {profile.builtIn && (
            <>
              <Divider />
              <SandboxOAuthFiles />
            </>
          )}
        </Stack>
      ) : (
        <Text size="sm">Load the profiles above to sign in.</Text>
      )}
    </SettingsSection>
  );
}

function ProfileAccount({ profileId }: { profileId: string }) {
  const signIn = useSignIn(profileId);
  const cancel = useCancelSignIn(profileId);
  const signOut = useSignOut(profileId);
  const status = useAccountStatus(profileId, signIn.isPending);
  const account = status.data;

  if (status.isPending) return <Skeleton height={60} />;
  if (!account) return <ErrorAlert title="Could not read the sign-in" query={status} />;

  const startSignIn = (label: string) => (
    <Button
      leftSection={<IconBrandGoogle size={16} />}
      onClick={() => signIn.mutate()}
      data-testid="account-sign-in"
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md" data-testid="account" data-state={account.state}>
      {account.state === 'signing-in' || signIn.isPending ? (
        <SignInWaiting
          consentUrl={account.consentUrl}
          startedHere={signIn.isPending}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate()}
        />
      ) : (
        <SignInFailure error={signIn.error} />
      )}
      {account.state === 'signed-out' && !signIn.isPending && (
        <Group justify="space-between">
          <Text size="sm">Not signed in.</Text>
          {startSignIn('Sign in')}
        </Group>
      )}
      {account.state === 'sign-in-again' && account.problem && !signIn.isPending && (
        <Alert color="orange" variant="light" title="Sign in again" data-testid="account-sign-in-again">
          <Stack gap="xs">
            <Text size="sm">{account.problem.message}</Text>
            <Text size="sm">Known causes:</Text>
            <List size="sm" spacing={2}>
              {account.problem.causes.map((cause) => (
                <List.Item key={cause}>{cause}</List.Item>
              ))}
            </List>
            <Group>{startSignIn('Sign in again')}</Group>
          </Stack>
        </Alert>
      )}
      {account.state === 'signed-in' && (
        <Group justify="space-between">
          <Text size="sm" data-testid="account-email">
            Signed in as{' '}
            <strong>{account.email ?? 'an account that did not share its e-mail address'}</strong>
          </Text>
          <ConfirmButton
            variant="default"
            question="Sign out? The sign-in is revoked at the authorization server and its tokens are forgotten."
            confirmLabel="Sign out"
            loading={signOut.isPending}
            onConfirm={() => signOut.mutate()}
            data-testid="account-sign-out"
          >
            Sign out
          </ConfirmButton>
        </Group>
      )}
      {account.state !== 'signed-out' && <AccountScopesTable granted={account.grantedScopes} />}
    </Stack>
  );
}
