import { ActionIcon, Badge, Button, Group, PasswordInput, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  SECRET_NAMES,
  SERVICE_LABELS,
  type SecretName,
  type ServiceId,
  type VaultStatus,
} from '@/lib/contract';
import { useDeleteSecret } from '../api/delete-secret';
import { useSetSecret } from '../api/set-secret';
import { SECRET_LABELS, SOURCE_LABELS } from '../utils/secret-labels';
import { SandboxKey } from './sandbox-key';

interface ServiceSecretsProps {
  profileId: string;
  service: ServiceId;
  secrets: VaultStatus['secrets'];
  /**
   * `set`: a write-only field sets a secret; `sandbox`: the built-in profile, whose credentials the
   * sandbox manages (nothing to set); `unused`: the profile has no base URL for the service.
   */
  mode: 'set' | 'sandbox' | 'unused';
}

/** One service's secrets for the active profile: which are set, and a write-only field to set one. */
export function ServiceSecrets({ profileId, service, secrets, mode }: ServiceSecretsProps) {
  const [name, setName] = useState<SecretName>('apiKey');
  const [value, setValue] = useState('');
  const setSecret = useSetSecret();
  const deleteSecret = useDeleteSecret();
  const present = secrets.filter((secret) => secret.profileId === profileId && secret.service === service);

  return (
    <Stack gap="xs" data-testid={`secrets-${service}`}>
      <Group gap="xs">
        <Text fw={600} size="sm" w={170}>
          {SERVICE_LABELS[service]}
        </Text>
        {present.length === 0 && (
          <Text size="sm" c="dimmed">
            {mode === 'unused'
              ? 'Not used by this profile: it has no base URL for this service'
              : mode === 'sandbox'
                ? 'None needed: the sandbox asks for no credentials here'
                : 'No secrets set'}
          </Text>
        )}
        {present.map((secret) => (
          <Badge
            key={secret.name}
            variant="light"
            color={secret.persisted ? 'teal' : 'orange'}
            tt="none"
            rightSection={
              secret.source === 'user' ? (
                <Tooltip label={`Clear the ${SECRET_LABELS[secret.name]}`} withArrow>
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="gray"
                    aria-label={`Clear ${SECRET_LABELS[secret.name]} for ${SERVICE_LABELS[service]}`}
                    onClick={() => deleteSecret.mutate({ profileId, service, name: secret.name })}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </Tooltip>
              ) : undefined
            }
          >
            {SECRET_LABELS[secret.name]} · {SOURCE_LABELS[secret.source]}
            {secret.persisted ? '' : ' · until Verity exits'}
          </Badge>
        ))}
      </Group>
      {mode === 'sandbox' && present.some((secret) => secret.source === 'sandbox') && <SandboxKey />}
      {mode === 'set' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!value) return;
            setSecret.mutate({ profileId, service, name, value }, { onSuccess: () => setValue('') });
          }}
        >
          <Group gap="xs" align="flex-end">
            <Select
              aria-label="Secret"
              data={SECRET_NAMES.map((secret) => ({ value: secret, label: SECRET_LABELS[secret] }))}
              value={name}
              onChange={(next) => next && setName(next as SecretName)}
              allowDeselect={false}
              w={230}
            />
            <PasswordInput
              aria-label={`New ${SECRET_LABELS[name]} for ${SERVICE_LABELS[service]}`}
              placeholder={`New ${SECRET_LABELS[name]}`}
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              w={300}
            />
            <Button type="submit" variant="light" disabled={!value} loading={setSecret.isPending}>
              Set
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
