import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { AccountsSection } from './accounts-section';
import { CredentialsSection } from './credentials-section';
import { ProfilesSection } from './profiles-section';
import { SandboxSection } from './sandbox-section';
import { ThemeSection } from './theme-section';
import { TransfersSection } from './transfers-section';

export function SettingsPage() {
  return (
    <Stack gap="lg" data-testid="page-settings">
      <PageHeader
        title="Settings"
        description="Profiles and their endpoints, credentials, Google accounts, transfer limits, the local sandbox's fault injection, and the theme."
      />
      <ProfilesSection />
      <CredentialsSection />
      <AccountsSection />
      <TransfersSection />
      <SandboxSection />
      <ThemeSection />
    </Stack>
  );
}
