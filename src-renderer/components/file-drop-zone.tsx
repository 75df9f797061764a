import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { pickedFromDrop, pickedPath, type PickedFile } from '@/lib/picked-files';

type FileDropZoneProps = {
  multiple?: boolean;
  accept?: string;
  /** What to drop, in a few words. */
  title: ReactNode;
  /** Where the files go (and that they stay on this machine). */
  description?: ReactNode;
  buttonLabel?: string;
  disabled?: boolean;
  testId?: string;
  inputTestId?: string;
} & (
  | { onFiles: (files: File[]) => void; onPicked?: never; folderInputTestId?: never }
  /** Folders too: dropped folders are walked, a second button picks one; each file comes with its path. */
  | { onPicked: (picked: PickedFile[]) => void; onFiles?: never; folderInputTestId?: string }
);

/**
 * A drop target with a file picker next to it. Files are only handed to the
 * caller; reading or hashing them is the caller's business.
 */
export function FileDropZone({
  onFiles,
  onPicked,
  multiple = false,
  accept,
  title,
  description,
  buttonLabel = multiple ? 'Choose files' : 'Choose a file',
  disabled = false,
  testId,
  inputTestId,
  folderInputTestId,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    if (onPicked) onPicked(files.map((file) => ({ path: pickedPath(file), file })));
    else onFiles?.(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    if (onPicked)
      void pickedFromDrop(event.dataTransfer).then((picked) => picked.length > 0 && onPicked(picked));
    else take(event.dataTransfer.files);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={testId}
      data-over={over || undefined}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconUpload size={28} stroke={1.4} />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" disabled={disabled} onClick={() => input.current?.click()}>
            {buttonLabel}
          </Button>
          {onPicked && (
            <Button
              variant="default"
              size="xs"
              disabled={disabled}
              onClick={() => folderInput.current?.click()}
            >
              Choose a folder
            </Button>
          )}
        </Group>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        data-testid={inputTestId}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Cleared so picking the same file again fires another change.
          event.currentTarget.value = '';
        }}
      />
      {onPicked && (
        <input
          // Set as an attribute: React has no prop for it. Every file below the folder, with its relative path.
          ref={(element) => {
            folderInput.current = element;
            element?.setAttribute('webkitdirectory', '');
          }}
          type="file"
          hidden
          disabled={disabled}
          data-testid={folderInputTestId}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      )}
    </Paper>
  );
}
