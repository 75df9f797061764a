import { Alert, Button, Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { vaultSchemas } from '@/lib/contract';
import { describeError } from '@/lib/errors';
import { useUnlockVault } from '../api/unlock-vault';

/** The passphrase for the headless vault file; a new passphrase creates the vault. */
export function VaultUnlockForm() {
  const [passphrase, setPassphrase] = useState('');
  const unlock = useUnlockVault();
  const check = vaultSchemas.unlock.input.safeParse({ passphrase });
  const fieldError = passphrase && !check.success ? 'At least 8 characters' : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (check.success) unlock.mutate(passphrase, { onSuccess: () => setPassphrase('') });
      }}
    >
      <Group align="flex-start" gap="sm">
        <PasswordInput
          label="Vault passphrase"
          autoComplete="current-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.currentTarget.value)}
          error={fieldError}
          w={320}
          data-testid="vault-passphrase"
        />
        <Button type="submit" mt={25} loading={unlock.isPending} disabled={!check.success}>
          Unlock
        </Button>
      </Group>
      {unlock.isError && (
        <Alert color="red" mt="sm" title="The vault did not unlock">
          {describeError(unlock.error).message} — check the passphrase and try again.
        </Alert>
      )}
    </form>
  );
}
