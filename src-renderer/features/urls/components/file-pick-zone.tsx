import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileImport } from '@tabler/icons-react';
import type { InputHTMLAttributes } from 'react';

interface FilePickZoneProps {
  title: string;
  description: string;
  accept: string[];
  onFile: (file: File) => void;
  busy: boolean;
  testId: string;
}

/** Drop one file here or click to choose it; the page reads it, nothing leaves before the import. */
export function FilePickZone({ title, description, accept, onFile, busy, testId }: FilePickZoneProps) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      accept={accept}
      multiple={false}
      loading={busy}
      inputProps={{ 'data-testid': `${testId}-input` } as InputHTMLAttributes<HTMLInputElement>}
      data-testid={testId}
    >
      <Group gap="sm" wrap="nowrap" mih={56}>
        <IconFileImport size={26} stroke={1.4} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
