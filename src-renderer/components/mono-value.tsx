import { Group, Text } from '@mantine/core';
import { CopyValue } from './copy-value';

interface MonoValueProps {
  value: string;
  copyLabel?: string;
  testId?: string;
}

/** A hash or identifier: monospace, wraps anywhere, with a copy button. */
export function MonoValue({ value, copyLabel, testId }: MonoValueProps) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Text size="sm" className="verity-mono" data-testid={testId}>
        {value}
      </Text>
      {copyLabel && <CopyValue value={value} label={copyLabel} />}
    </Group>
  );
}
