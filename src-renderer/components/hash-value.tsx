import { Group, Text, Tooltip, type MantineColor } from '@mantine/core';
import { shortHash } from '@/lib/format';
import { CopyValue } from './copy-value';

interface HashValueProps {
  value: string;
  /** Label of the copy button; no button when omitted. */
  copyLabel?: string;
  head?: number;
  tail?: number;
  color?: MantineColor;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * A long hash or ID shortened to its start and end, the full value on hover
 * and in `data-value`, with a copy button: tables stay readable and nothing
 * is lost.
 */
export function HashValue({ value, copyLabel, head, tail, color, testId, size = 'sm' }: HashValueProps) {
  return (
    <Group gap={2} wrap="nowrap" display="inline-flex">
      <Tooltip label={value} withArrow multiline maw={420} style={{ overflowWrap: 'anywhere' }}>
        <Text
          span
          size={size}
          c={color}
          ff="monospace"
          style={{ whiteSpace: 'nowrap' }}
          data-testid={testId}
          data-value={value}
        >
          {shortHash(value, head, tail)}
        </Text>
      </Tooltip>
      {copyLabel && <CopyValue value={value} label={copyLabel} />}
    </Group>
  );
}
