import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { HttpUrl } from '@/lib/contract';
import { useImportPemKey } from '@/features/log/api/import-pem-key';

/** Trusts one log key given as PEM, e.g. a private log's published key. */
export function ImportPemForm() {
  const [pem, setPem] = useState('');
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [errors, setErrors] = useState<{ pem?: string; baseUrl?: string }>({});
  const importPem = useImportPemKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/-----BEGIN [A-Z ]*PUBLIC KEY-----/.test(pem))
      next.pem = 'Paste a PEM public key (-----BEGIN PUBLIC KEY-----).';
    if (baseUrl.trim() && !HttpUrl.safeParse(baseUrl.trim()).success)
      next.baseUrl = 'An http:// or https:// URL';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    importPem.mutate(
      {
        pem: pem.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(baseUrl.trim() ? { baseUrl: baseUrl.trim() } : {}),
      },
      {
        onSuccess: () => {
          setPem('');
          setName('');
          setBaseUrl('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={5}>Import a PEM log key</Title>
          <Text size="xs" c="dimmed">
            The key name is the one on checkpoint signature lines (for Rekor v1, the log’s host name, e.g.
            rekor.sigstore.dev).
          </Text>
          <Textarea
            label="Public key (PEM)"
            placeholder="-----BEGIN PUBLIC KEY-----"
            autosize
            minRows={4}
            maxRows={10}
            value={pem}
            onChange={(event) => setPem(event.currentTarget.value)}
            error={errors.pem}
            spellCheck={false}
            classNames={{ input: 'verity-mono' }}
            data-testid="trust-pem-text"
          />
          <Group grow>
            <TextInput
              label="Key name"
              placeholder="rekor.example.com"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="trust-pem-name"
            />
            <TextInput
              label="Base URL"
              placeholder="https://rekor.example.com"
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.currentTarget.value)}
              error={errors.baseUrl}
              data-testid="trust-pem-base-url"
            />
          </Group>
          <ErrorAlert
            title="The key was not imported"
            error={importPem.error}
            hint="Check it is an ECDSA P-256/P-384 or Ed25519 public key in PEM."
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={importPem.isPending}
              leftSection={<IconKey size={16} />}
              data-testid="trust-import-pem"
            >
              Import key
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
