import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';

/**
 * Files or folders dragged over the page drop into the folder shown. Only a drag that carries files opens it, so
 * moving rows onto folders inside the list is left alone.
 */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <Dropzone.FullScreen onDrop={onFiles} multiple data-testid="storage-dropzone">
      <Group justify="center" mih="40vh" style={{ pointerEvents: 'none' }}>
        <IconUpload size={40} stroke={1.4} />
        <Stack gap={2}>
          <Text size="lg" fw={600}>
            Drop to upload into this folder
          </Text>
          <Text size="sm" c="dimmed">
            Files and whole folders; a folder's own folders are made first. The Transfers drawer shows the
            progress.
          </Text>
        </Stack>
      </Group>
    </Dropzone.FullScreen>
  );
}
