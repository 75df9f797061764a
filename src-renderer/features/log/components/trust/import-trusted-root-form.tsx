import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { FileDropZone } from '@/components/file-drop-zone';
import { useImportTrustedRoot } from '@/features/log/api/import-trusted-root';

/** A quick local check, so a wrong file is refused before it travels. */
function jsonProblem(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? null
      : 'A TrustedRoot is a JSON object.';
  } catch (error) {
    return `Not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Imports a Sigstore TrustedRoot (trusted_root.json), dropped as a file or pasted. */
export function ImportTrustedRootForm() {
  const [name, setName] = useState('');
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importRoot = useImportTrustedRoot();

  const onFile = async (file: File) => {
    setJson(await file.text());
    if (!name) setName(file.name.replace(/\.json$/i, ''));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = json.trim() ? jsonProblem(json) : 'Drop a trusted_root.json or paste its content.';
    setProblem(local);
    if (local) return;
    importRoot.mutate(
      { name: name.trim() || 'TrustedRoot', json },
      {
        onSuccess: () => {
          setJson('');
          setName('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={5}>Import a TrustedRoot</Title>
          <Text size="xs" c="dimmed">
            Sigstore’s trusted_root.json (from TUF or your operator): its transparency logs, certificate and
            timestamp authorities, each with its validity window.
          </Text>
          <FileDropZone
            onFiles={(files) => files[0] && void onFile(files[0])}
            accept=".json,application/json"
            title="Drop trusted_root.json here"
            description="Read in this window and sent to Verity’s core only."
            inputTestId="trust-root-file"
          />
          <TextInput
            label="Name"
            placeholder="e.g. Sigstore public good"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Textarea
            label="Or paste the JSON"
            autosize
            minRows={3}
            maxRows={10}
            value={json}
            onChange={(event) => setJson(event.currentTarget.value)}
            error={problem}
            spellCheck={false}
            classNames={{ input: 'verity-mono' }}
            data-testid="trust-root-json"
          />
          <ErrorAlert
            title="The TrustedRoot was not imported"
            error={importRoot.error}
            hint="Check it is a Sigstore TrustedRoot (mediaType application/vnd.dev.sigstore.trustedroot+json) with at least one tlog key."
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={importRoot.isPending}
              leftSection={<IconFileImport size={16} />}
              data-testid="trust-import-root"
            >
              Import TrustedRoot
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
