import { Badge, CloseButton, Group, Tooltip } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { formatBytes } from '@/lib/format';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { useFileUploadsStore } from '@/features/chat/stores/file-uploads-store';
import { UploadChip } from './upload-chip';

/** The draft's Files API files as chips (sent as fileData parts), and dropped files still on their way. */
export function DraftFiles() {
  const files = useDraftStore((state) => state.files);
  const chatId = useDraftStore((state) => state.chatId);
  const uploads = useFileUploadsStore((state) => state.uploads).filter((upload) => upload.chatId === chatId);
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <Group gap="xs" data-testid="draft-files">
      {files.map((file) => (
        <Tooltip key={file.name} label={`${file.name} · ${file.mimeType} · ${formatBytes(file.sizeBytes)}`}>
          <Badge
            variant="light"
            size="lg"
            leftSection={<IconFile size={14} />}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove ${file.displayName ?? file.name}`}
                onClick={() => useDraftStore.getState().removeFile(file.name)}
              />
            }
            data-testid="draft-file"
            data-name={file.name}
            style={{ textTransform: 'none' }}
          >
            {file.displayName ?? file.name}
          </Badge>
        </Tooltip>
      ))}
      {uploads.map((upload) => (
        <UploadChip key={upload.transferId} upload={upload} />
      ))}
    </Group>
  );
}
