import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { FileDropZone } from '@/components/file-drop-zone';
import { describeError } from '@/lib/errors';
import { formatBytes, shortHash } from '@/lib/format';
import type { PickedFile } from '@/lib/picked-files';
import type { FileDigest } from '@/features/log/hooks/use-file-digest';
import type { StagedAuditFile } from '@/features/log/utils/audit-files';

/** Staged files listed by name; past this many the list says how many more there are (the results list all). */
const LISTED_UP_TO = 200;

interface AuditFilePickerProps {
  files: StagedAuditFile[];
  busy: boolean;
  onDocuments: (picked: PickedFile[]) => void;
  onRemove: (path: string) => void;
  onClear: () => void;
  artifact: { digest: FileDigest | null; hashing: boolean; error: unknown };
  onArtifact: (file: File) => void;
  onClearArtifact: () => void;
}

/** Where documents (files or whole folders) and the optional artifact are dropped, and what is staged. */
export function AuditFilePicker(props: AuditFilePickerProps) {
  const { files, busy, artifact } = props;
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FileDropZone
          multiple
          onPicked={props.onDocuments}
          title="Drop bundles, entries, checkpoints and proofs, or folders of them"
          description="Sigstore bundles, Rekor LogEntry JSON, Rekor v2 entries, checkpoints, Verity proof files; folders are read to their last file, and a TrustedRoot or PEM key anywhere among them is used as trust."
          testId="audit-dropzone"
          inputTestId="audit-file-input"
          folderInputTestId="audit-folder-input"
        />
        <FileDropZone
          onFiles={(picked) => picked[0] && props.onArtifact(picked[0])}
          disabled={busy || artifact.hashing}
          title={
            artifact.hashing
              ? 'Hashing the artifact…'
              : artifact.digest
                ? `Artifact: ${artifact.digest.name} · sha256 ${shortHash(artifact.digest.sha256)}`
                : 'Optional: the artifact the bundles sign'
          }
          description="Hashed in this window; only its SHA-256 is used."
          inputTestId="audit-artifact-input"
        />
      </SimpleGrid>
      {artifact.error != null && (
        <Text size="sm" c="red">
          Could not hash the artifact: {describeError(artifact.error).message}
        </Text>
      )}
      {artifact.digest && (
        <Button variant="subtle" size="xs" w="fit-content" onClick={props.onClearArtifact}>
          Forget the artifact
        </Button>
      )}
      {files.length > 0 && (
        <Paper withBorder p="xs" radius="md" data-testid="audit-staged" data-count={files.length}>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {files.length.toLocaleString('en')} file{files.length === 1 ? '' : 's'} staged ·{' '}
              {formatBytes(totalBytes)}
            </Text>
            <Button variant="subtle" size="compact-xs" color="red" onClick={props.onClear}>
              Clear all
            </Button>
          </Group>
          <Stack gap={0} mah={180} style={{ overflowY: 'auto' }}>
            {files.slice(0, LISTED_UP_TO).map((file) => (
              <Group key={file.path} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="xs" className="verity-mono" truncate="end">
                  {file.path}{' '}
                  <Text span size="xs" c={file.problem ? 'orange' : 'dimmed'}>
                    {file.problem ?? formatBytes(file.size)}
                  </Text>
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${file.path}`}
                  onClick={() => props.onRemove(file.path)}
                />
              </Group>
            ))}
            {files.length > LISTED_UP_TO && (
              <Text size="xs" c="dimmed">
                … and {(files.length - LISTED_UP_TO).toLocaleString('en')} more, each in the results below
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
