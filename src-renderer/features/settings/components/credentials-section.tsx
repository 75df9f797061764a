import { Divider, Skeleton, Text } from '@mantine/core';
import { Fragment } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useActiveProfile } from '@/hooks/use-profiles';
import { SERVICE_IDS } from '@/lib/contract';
import { useVaultStatus } from '../api/get-vault-status';
import { ServiceSecrets } from './service-secrets';
import { SettingsSection } from './settings-section';
import { VaultSummary } from './vault-summary';

/** Secrets for the active profile. Values go into the vault and never come back out. */
export function CredentialsSection() {
  const vault = useVaultStatus();
  const profile = useActiveProfile();

  return (
    <SettingsSection
      title="Credentials"
      description={
        profile?.builtIn
          ? `The active profile “${profile.name}” is built in: the sandbox manages its credentials, and its own API key (which opens nothing but the local sandbox) can be revealed here.`
          : profile
            ? `Secrets for the active profile “${profile.name}”. Verity shows which are set, never their values.`
            : 'Secrets for the active profile. Verity shows which are set, never their values.'
      }
      testId="settings-credentials"
    >
      {vault.isPending && <Skeleton height={120} />}
      <ErrorAlert title="Could not read the vault status" query={vault} />
      {vault.data && (
        <>
          <VaultSummary status={vault.data} />
          {!profile && <Text size="sm">Load the profiles above to manage their credentials.</Text>}
          {profile &&
            SERVICE_IDS.map((service, index) => (
              <Fragment key={service}>
                {index > 0 && <Divider />}
                <ServiceSecrets
                  profileId={profile.id}
                  service={service}
                  secrets={vault.data.secrets}
                  mode={
                    profile.builtIn ? 'sandbox' : profile.endpoints[service] === undefined ? 'unused' : 'set'
                  }
                />
              </Fragment>
            ))}
        </>
      )}
    </SettingsSection>
  );
}
