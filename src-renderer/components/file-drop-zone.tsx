import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
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
}

/**
 * A drop target with a file picker next to it. Files are only handed to the
 * caller; reading or hashing them is the caller's business.
 */
export function FileDropZone({
  onFiles,
  multiple = false,
  accept,
  title,
  description,
  buttonLabel = multiple ? 'Choose files' : 'Choose a file',
  disabled = false,
  testId,
  inputTestId,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
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
        <Button variant="default" size="xs" disabled={disabled} onClick={() => input.current?.click()}>
          {buttonLabel}
        </Button>
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
    </Paper>
  );
}
