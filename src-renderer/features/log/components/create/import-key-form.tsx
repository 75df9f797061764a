import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useImportSigningKey } from '@/features/log/api/import-signing-key';

/** Masks the key like a password field; a textarea keeps the PEM's line breaks intact. */
const MASKED = { WebkitTextSecurity: 'disc' } as CSSProperties;

/**
 * Imports a PEM private key into Verity's core. The text is masked while
 * pasted, sent once, and cleared from the form as soon as it is imported;
 * only the public key is ever shown afterwards.
 */
export function ImportKeyForm() {
  const [name, setName] = useState('');
  const [pem, setPem] = useState('');
  const importKey = useImportSigningKey();
  // Kept here because the mutation is reset right away, to drop the key it was called with.
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    importKey.mutate(
      { name: name.trim() || 'Imported key', privateKeyPem: pem.trim() },
      {
        onSuccess: () => {
          setPem('');
          setName('');
        },
        onError: setFailure,
        // Success or not, the mutation would keep the private key as its variables: let go of it.
        onSettled: () => importKey.reset(),
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput
          label="Imported key name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={80}
          w={320}
        />
        <Textarea
          label="Private key (PEM)"
          description="PKCS#8 or SEC1, ECDSA P-256 or Ed25519. Kept by Verity’s core; it is not shown again."
          placeholder="Paste the PEM text of the private key"
          autosize
          minRows={3}
          maxRows={8}
          value={pem}
          onChange={(event) => setPem(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: MASKED }}
          data-testid="keys-import-pem"
        />
        <ErrorAlert
          title="The key was not imported"
          error={failure}
          hint="Check it is an unencrypted PEM private key (PKCS#8 or SEC1) for P-256 or Ed25519."
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            The form is cleared after the import.
          </Text>
          <Button
            type="submit"
            variant="default"
            disabled={pem.trim().length < 40}
            loading={importKey.isPending}
            leftSection={<IconFileImport size={16} />}
            data-testid="keys-import"
          >
            Import private key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
