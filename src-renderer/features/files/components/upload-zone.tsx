import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useRef, type InputHTMLAttributes } from 'react';
import { useAppInfo } from '@/hooks/use-app-info';
import { useUploadPicked } from '../api/upload-picked';

interface UploadZoneProps {
  /** Files dropped (either shell) or picked in the page (headless host), to queue for upload. */
  onFiles: (files: File[]) => void;
  busy: boolean;
}

/**
 * Drop files here or pick them. In the desktop shell the picker is the system dialog and main reads the
 * files itself, dropped ones too, by path; in the headless host the picker is the browser's, and the page
 * streams what it is given.
 */
export function UploadZone({ onFiles, busy }: UploadZoneProps) {
  const openPicker = useRef<() => void>(null);
  const desktop = useAppInfo().data?.shell === 'electron';
  const picked = useUploadPicked();

  return (
    <Dropzone
      onDrop={onFiles}
      openRef={openPicker}
      activateOnClick={false}
      loading={busy || picked.isPending}
      multiple
      inputProps={{ 'data-testid': 'files-upload-input' } as InputHTMLAttributes<HTMLInputElement>}
      data-testid="files-dropzone"
    >
      <Group justify="space-between" wrap="nowrap" gap="md" mih={64}>
        <Group gap="sm" wrap="nowrap">
          <IconUpload size={28} stroke={1.4} />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Drop files to upload to the Files API
            </Text>
            <Text size="xs" c="dimmed">
              Several at once, up to 2 GB each. They are kept by the service for 48 hours; the Transfers
              drawer shows their progress.
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          size="xs"
          style={{ pointerEvents: 'all' }}
          onClick={() => (desktop ? picked.mutate() : openPicker.current?.())}
          data-testid="files-choose"
        >
          Choose files
        </Button>
      </Group>
    </Dropzone>
  );
}
