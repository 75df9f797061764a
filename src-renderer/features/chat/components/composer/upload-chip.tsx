import { Badge, CloseButton, Group, Loader, Tooltip } from '@mantine/core';
import { useEffect } from 'react';
import { useTransfers } from '@/hooks/use-transfers';
import { useFile } from '@/features/chat/api/get-file';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { useFileUploadsStore, type ChatUpload } from '@/features/chat/stores/file-uploads-store';

/**
 * A dropped file on its way into the draft: uploading (through the transfer queue), then processing at
 * the service; once ACTIVE it becomes a file of the draft, and a failure stays shown with its reason.
 */
export function UploadChip({ upload }: { upload: ChatUpload }) {
  const transfer = useTransfers().data?.transfers.find((known) => known.id === upload.transferId);
  const file = useFile(transfer?.state === 'done' ? transfer.resultName : null);
  const remove = useFileUploadsStore((state) => state.remove);

  useEffect(() => {
    const active = file.data?.state === 'ACTIVE' ? file.data : null;
    if (!active) return;
    const draft = useDraftStore.getState();
    if (draft.chatId === upload.chatId)
      draft.addFiles([
        {
          name: active.name,
          displayName: active.displayName,
          mimeType: active.mimeType,
          uri: active.uri,
          sizeBytes: active.sizeBytes,
        },
      ]);
    remove(upload.transferId);
  }, [file.data, upload, remove]);

  const failed =
    transfer?.state === 'failed' || transfer?.state === 'cancelled'
      ? (transfer.reason ?? `The upload was ${transfer.state}.`)
      : file.data?.state === 'FAILED'
        ? `The service could not process it${file.data.error ? `: ${file.data.error.message}` : ''}.`
        : file.error
          ? String(file.error instanceof Error ? file.error.message : file.error)
          : null;
  const phase = failed
    ? 'failed'
    : transfer?.state === 'done'
      ? 'processing'
      : transfer
        ? `uploading ${transfer.size > 0 ? Math.floor((transfer.bytesDone / transfer.size) * 100) : 0}%`
        : 'queued';

  return (
    <Tooltip label={failed ?? 'Attached to the message once the service has it ACTIVE'} multiline maw={320}>
      <Badge
        variant="light"
        color={failed ? 'red' : 'gray'}
        leftSection={failed ? undefined : <Loader size={10} />}
        rightSection={
          <CloseButton
            size="xs"
            aria-label={`Stop attaching ${upload.name}`}
            onClick={() => remove(upload.transferId)}
          />
        }
        data-testid="draft-upload"
      >
        <Group gap={4} wrap="nowrap">
          {upload.name} · {phase}
        </Group>
      </Badge>
    </Tooltip>
  );
}
