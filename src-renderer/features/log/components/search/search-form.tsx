import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { describeError } from '@/lib/errors';
import { formatBytes } from '@/lib/format';
import { useFileDigest } from '@/features/log/hooks/use-file-digest';
import { useSearchStore } from '@/features/log/stores/search-store';
import {
  criteriaFromDraft,
  PUBLIC_KEY_FORMATS,
  type PublicKeyFormat,
  type SearchDraftErrors,
} from '@/features/log/utils/search-criteria';

/** The search criteria: artifact hash (typed or from a local file), email, public key, and how to combine them. */
export function SearchForm({ searching }: { searching: boolean }) {
  const { draft, criteria, hashedFileName, setDraft, setHashedFile, submit, clear } = useSearchStore();
  const [errors, setErrors] = useState<SearchDraftErrors>({});
  const file = useFileDigest();
  const given = [draft.hash, draft.email, draft.publicKey].filter((value) => value.trim()).length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = criteriaFromDraft(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    submit(result.criteria);
  };

  const onFile = async (picked: File) => {
    const digest = await file.hash(picked);
    if (digest) setHashedFile(digest.name, digest.sha256);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput
            label="Artifact hash"
            description="sha256:…, sha1:… or sha512:…, or a bare digest. Search finds entries that record this digest."
            placeholder="sha256:39e86413…"
            value={draft.hash}
            onChange={(event) => setDraft({ hash: event.currentTarget.value })}
            error={errors.hash}
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: 'verity-mono' }}
            data-testid="search-hash"
          />
          <FileDropZone
            onFiles={(files) => files[0] && void onFile(files[0])}
            title={
              file.hashing
                ? 'Hashing the file…'
                : hashedFileName
                  ? `SHA-256 of ${hashedFileName}${file.digest ? ` (${formatBytes(file.digest.size)})` : ''} is in the hash field`
                  : 'Or drop the artifact here to search by its SHA-256'
            }
            description="The file never leaves this machine: it is hashed in this window and only the digest is searched for."
            disabled={file.hashing}
            inputTestId="search-file"
          />
          {file.error != null && (
            <Text size="sm" c="red">
              Could not hash the file: {describeError(file.error).message}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label="Email"
              description="The signer’s email, as in the certificate"
              placeholder="jane@example.com"
              type="email"
              value={draft.email}
              onChange={(event) => setDraft({ email: event.currentTarget.value })}
              error={errors.email}
              data-testid="search-email"
            />
            <Select
              label="Public key format"
              description="Pick the format, then paste the key below"
              data={PUBLIC_KEY_FORMATS.map((format) => ({ value: format, label: format }))}
              value={draft.publicKeyFormat}
              onChange={(value) => value && setDraft({ publicKeyFormat: value as PublicKeyFormat })}
              allowDeselect={false}
              data-testid="search-key-format"
            />
          </SimpleGrid>
          <Textarea
            label="Public key"
            placeholder="-----BEGIN PUBLIC KEY-----"
            autosize
            minRows={2}
            maxRows={8}
            value={draft.publicKey}
            onChange={(event) => setDraft({ publicKey: event.currentTarget.value })}
            error={errors.publicKey}
            spellCheck={false}
            classNames={{ input: 'verity-mono' }}
            data-testid="search-public-key"
          />
          {errors.form && (
            <Alert color="red" variant="light" data-testid="search-form-error">
              {errors.form}
            </Alert>
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm">Match</Text>
              <SegmentedControl
                size="xs"
                disabled={given < 2}
                value={draft.operator}
                onChange={(value) => setDraft({ operator: value as 'and' | 'or' })}
                data={[
                  { value: 'and', label: 'all criteria (and)' },
                  { value: 'or', label: 'any criterion (or)' },
                ]}
                data-testid="search-operator"
              />
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                disabled={given === 0 && criteria === null}
                onClick={() => {
                  setErrors({});
                  clear();
                }}
                data-testid="search-clear"
              >
                Clear
              </Button>
              <Button
                type="submit"
                leftSection={<IconSearch size={16} />}
                loading={searching}
                data-testid="search-submit"
              >
                Search
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
