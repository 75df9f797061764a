import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useGenerateSigningKey } from '@/features/log/api/generate-signing-key';

type Algorithm = 'ecdsa-p256' | 'ed25519';

/** A new key pair made by Verity's core; only its public half comes back. */
export function GenerateKeyForm() {
  const [name, setName] = useState('');
  const [algorithm, setAlgorithm] = useState<Algorithm>('ecdsa-p256');
  const generate = useGenerateSigningKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(
      { name: name.trim() || `Key ${new Date().toISOString().slice(0, 10)}`, algorithm },
      { onSuccess: () => setName('') },
    );
  };

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="New key name"
          placeholder="release signing"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={80}
          data-testid="keys-name"
        />
        <Select
          label="Algorithm"
          data={[
            { value: 'ecdsa-p256', label: 'ECDSA P-256' },
            { value: 'ed25519', label: 'Ed25519' },
          ]}
          value={algorithm}
          onChange={(value) => value && setAlgorithm(value as Algorithm)}
          allowDeselect={false}
          w={160}
          data-testid="keys-algorithm"
        />
        <Button
          type="submit"
          loading={generate.isPending}
          leftSection={<IconKey size={16} />}
          data-testid="keys-generate"
        >
          Generate
        </Button>
      </Group>
    </form>
  );
}
