import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { downloadTextFile } from '@/lib/download';
import { notifySuccess } from '@/lib/notify';
import { useJournalPublicKey } from '../api/journal-public-key';

/** The file name the hint's command names: one name for the key wherever the page speaks of it. */
const KEY_FILE = 'verity-journal.pem';

/**
 * The journal key's public half, to save and keep as the key verity-audit trusts: an export carries its own
 * copy, which proves nothing about who signed it, so the trusted copy has to come from here.
 */
export function JournalKey() {
  const key = useJournalPublicKey();

  const save = (pem: string) => {
    downloadTextFile(KEY_FILE, 'application/x-pem-file', pem);
    notifySuccess(`Saved the journal key to ${KEY_FILE}`);
  };

  return (
    <Paper withBorder p="sm" data-testid="journal-key">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              Journal key
            </Text>
            {key.data && (
              <Text size="sm" c="dimmed">
                SHA-256 fingerprint{' '}
                <Code data-testid="journal-key-fingerprint" style={{ wordBreak: 'break-all' }}>
                  {key.data.fingerprint}
                </Code>
              </Text>
            )}
          </Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconKey size={14} />}
            disabled={!key.data}
            loading={key.isPending}
            onClick={() => key.data && save(key.data.pem)}
            data-testid="journal-key-save"
          >
            Save journal key
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Check an export with this key, not the one inside the file:{' '}
          <Code>npx verity-audit verify --key {KEY_FILE} verity-journal-….json</Code>
        </Text>
        <ErrorAlert title="Could not read the journal key" query={key} />
      </Stack>
    </Paper>
  );
}
