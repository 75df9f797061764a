import { Alert, Badge, Group, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { VaultStatus } from '@/lib/contract';
import { useSetVaultPolicy } from '../api/set-vault-policy';
import { BACKEND_LABELS, showsWeakStorageSwitch } from '../utils/secret-labels';
import { VaultUnlockForm } from './vault-unlock-form';

/** Where secrets live, whether they survive a restart, and what to do when they do not. */
export function VaultSummary({ status }: { status: VaultStatus }) {
  const setPolicy = useSetVaultPolicy();
  return (
    <>
      <Group gap="sm">
        <Text size="sm">Storage:</Text>
        <Badge variant="light" data-testid="vault-backend">
          {BACKEND_LABELS[status.backend]}
        </Badge>
        <Badge variant="outline" color={status.persistent ? 'teal' : 'orange'} data-testid="vault-persistent">
          {status.persistent ? 'secrets persist across restarts' : 'secrets are lost when Verity exits'}
        </Badge>
        {status.locked && (
          <Badge variant="filled" color="orange">
            locked
          </Badge>
        )}
      </Group>
      {status.warning && (
        <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="vault-warning">
          {status.warning}
        </Alert>
      )}
      {status.locked && <VaultUnlockForm />}
      {showsWeakStorageSwitch(status) && (
        <Switch
          checked={status.allowInsecureBackend}
          disabled={setPolicy.isPending}
          onChange={(event) => setPolicy.mutate(event.currentTarget.checked)}
          label="Allow weak storage"
          description="Save secrets even though this system's keychain does not really protect them: anyone who can read your user files could recover them."
          data-testid="vault-allow-weak"
        />
      )}
    </>
  );
}
