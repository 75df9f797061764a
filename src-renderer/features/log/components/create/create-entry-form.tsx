import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { FileDropZone } from '@/components/file-drop-zone';
import type { SigningKeyInfo } from '@/lib/contract';
import { describeError } from '@/lib/errors';
import { formatBytes, shortHash } from '@/lib/format';
import { utf8ToBase64 } from '@/lib/local-files';
import { useCreateDsseEntry } from '@/features/log/api/create-dsse-entry';
import { useCreateHashedRekord } from '@/features/log/api/create-hashed-rekord';
import { useFileDigest } from '@/features/log/hooks/use-file-digest';
import { CreateResult } from './create-result';

type Kind = 'hashedrekord' | 'dsse';

/** A DSSE payload the contract accepts: about 1 MB once decoded. */
const MAX_PAYLOAD_BYTES = 1_000_000;

/** Signs with a local key and adds the entry: a file's digest (hashedrekord) or a DSSE payload. */
export function CreateEntryForm({ keys }: { keys: SigningKeyInfo[] }) {
  const [kind, setKind] = useState<Kind>('hashedrekord');
  const [chosenKey, setKeyId] = useState<string | null>(null);
  // The first key until one is chosen, and again if the chosen one is deleted.
  const keyId = keys.some((key) => key.id === chosenKey) ? chosenKey : (keys[0]?.id ?? null);
  const [payloadType, setPayloadType] = useState('application/vnd.in-toto+json');
  const [payload, setPayload] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const file = useFileDigest();
  const hashed = useCreateHashedRekord();
  const dsse = useCreateDsseEntry();
  const active = kind === 'hashedrekord' ? hashed : dsse;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!keyId) return setProblem('Pick a signing key, or generate one above.');
    if (kind === 'hashedrekord') {
      if (!file.digest) return setProblem('Choose the file to sign.');
      return hashed.mutate({ keyId, artifactSha256: file.digest.sha256 });
    }
    if (!payloadType.trim()) return setProblem('Give the payload type.');
    if (!payload) return setProblem('Give the payload to sign.');
    if (new TextEncoder().encode(payload).length > MAX_PAYLOAD_BYTES)
      return setProblem('The payload is larger than 1 MB.');
    dsse.mutate({ keyId, payloadType: payloadType.trim(), payload: utf8ToBase64(payload) });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={4}>Create an entry</Title>
          <Group align="flex-end" gap="md">
            <Select
              label="Signing key"
              placeholder={keys.length === 0 ? 'No key yet' : 'Choose a key'}
              data={keys.map((key) => ({
                value: key.id,
                label: `${key.name} · ${shortHash(key.fingerprint)}`,
              }))}
              value={keyId}
              onChange={setKeyId}
              w={340}
              data-testid="create-key"
            />
            <SegmentedControl
              value={kind}
              onChange={(value) => setKind(value as Kind)}
              data={[
                { value: 'hashedrekord', label: 'File (hashedrekord)' },
                { value: 'dsse', label: 'DSSE envelope' },
              ]}
              data-testid="create-kind"
            />
          </Group>
          {kind === 'hashedrekord' ? (
            <Stack gap={4}>
              <FileDropZone
                onFiles={(files) => files[0] && void file.hash(files[0])}
                disabled={file.hashing}
                title={
                  file.hashing
                    ? 'Hashing the file…'
                    : file.digest
                      ? `${file.digest.name} (${formatBytes(file.digest.size)}) · sha256 ${shortHash(file.digest.sha256, 16, 8)}`
                      : 'Drop the file to sign'
                }
                description="The file never leaves this machine: it is hashed here and only its SHA-256 goes to Verity’s core, which signs it."
                inputTestId="create-file-input"
              />
              {file.error != null && (
                <Text size="sm" c="red">
                  Could not hash the file: {describeError(file.error).message}
                </Text>
              )}
            </Stack>
          ) : (
            <Stack gap="xs">
              <TextInput
                label="Payload type"
                value={payloadType}
                onChange={(event) => setPayloadType(event.currentTarget.value)}
                data-testid="create-payload-type"
              />
              <Textarea
                label="Payload"
                description="Signed as UTF-8 text (DSSE PAE); the log stores its hash and the envelope’s signature."
                autosize
                minRows={4}
                maxRows={14}
                value={payload}
                onChange={(event) => setPayload(event.currentTarget.value)}
                spellCheck={false}
                classNames={{ input: 'verity-mono' }}
                data-testid="create-payload"
              />
            </Stack>
          )}
          {problem && (
            <Text size="sm" c="red" data-testid="create-problem">
              {problem}
            </Text>
          )}
          <ErrorAlert
            title="The log did not accept the entry"
            error={active.error}
            hint="A 400 from the log names what it refused; check the key type is one the log accepts. Activity shows the full exchange."
            testId="create-error"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={active.isPending}
              leftSection={<IconSignature size={16} />}
              data-testid="create-submit"
            >
              Sign and add to the log
            </Button>
          </Group>
          {active.data && <CreateResult result={active.data} />}
        </Stack>
      </form>
    </Paper>
  );
}
