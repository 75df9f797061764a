import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageFile } from '@/lib/contract';
import { exportFormat } from '@/lib/export-formats';
import { useExportFormats } from '../api/export-formats';

interface ExportDialogProps {
  file: StorageFile;
  pending: boolean;
  error: unknown;
  onExport: (mimeType: string) => void;
  onClose: () => void;
}

/** Picks one of the formats the service exports this Docs Editors file's type to; the export then downloads. */
export function ExportDialog({ file, pending, error, onExport, onClose }: ExportDialogProps) {
  const formats = useExportFormats();
  const offered = formats.data?.[file.mimeType] ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? offered[0] ?? null;
  return (
    <Modal opened onClose={onClose} title={`Export "${file.name}"`} data-testid="storage-export-dialog">
      <Stack>
        {formats.isPending ? (
          <Skeleton height={120} />
        ) : offered.length === 0 ? (
          <Text size="sm">The service offers no export format for this type of file ({file.mimeType}).</Text>
        ) : (
          <Radio.Group value={choice} onChange={setPicked} label="Format">
            <Stack gap={6} mt="xs">
              {offered.map((mimeType) => {
                const { label, extension } = exportFormat(mimeType);
                return (
                  <Radio
                    key={mimeType}
                    value={mimeType}
                    label={extension ? `${label} (.${extension})` : label}
                    data-testid={`storage-export-format-${extension || mimeType}`}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        )}
        <Alert color="gray" variant="light">
          The service exports files of up to 10 MB. An export cannot resume: if it stops, it starts over.
        </Alert>
        <ErrorAlert title="Could not export" error={error ?? formats.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={pending}
            disabled={!choice}
            onClick={() => choice && onExport(choice)}
            data-testid="storage-export-submit"
          >
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
