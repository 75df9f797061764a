import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { FileDropZone } from '@/components/file-drop-zone';
import { describeError } from '@/lib/errors';
import { formatBytes, shortHash } from '@/lib/format';
import type { FileDigest } from '@/features/log/hooks/use-file-digest';
import type { StagedAuditFile } from '@/features/log/utils/audit-files';

interface AuditFilePickerProps {
  files: StagedAuditFile[];
  reading: number;
  busy: boolean;
  onDocuments: (files: File[]) => void;
  onRemove: (name: string) => void;
  onClear: () => void;
  artifact: { digest: FileDigest | null; hashing: boolean; error: unknown };
  onArtifact: (file: File) => void;
  onClearArtifact: () => void;
}

/** Where documents (many at once) and the optional artifact are dropped, and the list of what will be verified. */
export function AuditFilePicker(props: AuditFilePickerProps) {
  const { files, reading, busy, artifact } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FileDropZone
          multiple
          onFiles={props.onDocuments}
          disabled={busy}
          title={
            reading > 0
              ? `Reading ${reading} file${reading === 1 ? '' : 's'}…`
              : 'Drop bundles, entries, checkpoints and proofs'
          }
          description="Sigstore bundles, Rekor LogEntry JSON, Rekor v2 entries, checkpoints, Verity proof files; a TrustedRoot among them is used as trust."
          testId="audit-dropzone"
          inputTestId="audit-file-input"
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
        <Paper withBorder p="xs" radius="md" data-testid="audit-staged">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {files.length} file{files.length === 1 ? '' : 's'} staged
            </Text>
            <Button variant="subtle" size="compact-xs" color="red" onClick={props.onClear} disabled={busy}>
              Clear all
            </Button>
          </Group>
          <Stack gap={0} mah={180} style={{ overflowY: 'auto' }}>
            {files.map((file) => (
              <Group key={file.name} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="xs" className="verity-mono" truncate="end">
                  {file.name}{' '}
                  <Text span size="xs" c={file.problem ? 'orange' : 'dimmed'}>
                    {file.problem ? `not sent: ${file.problem}` : formatBytes(file.size)}
                  </Text>
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => props.onRemove(file.name)}
                  disabled={busy}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
