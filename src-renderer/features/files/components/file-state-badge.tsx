import { Badge, Loader, Tooltip } from '@mantine/core';
import type { GenaiFile, GenaiFileState } from '@/lib/contract';

const COLORS: Record<GenaiFileState, string> = {
  STATE_UNSPECIFIED: 'gray',
  PROCESSING: 'blue',
  ACTIVE: 'teal',
  FAILED: 'red',
};

/** The service's state of a file; PROCESSING spins while the page polls for the change. */
export function FileStateBadge({ file }: { file: GenaiFile }) {
  const badge = (
    <Badge
      variant="light"
      color={COLORS[file.state as GenaiFileState] ?? 'gray'}
      leftSection={file.state === 'PROCESSING' ? <Loader size={10} color="blue" /> : undefined}
      data-testid="file-state"
    >
      {file.state}
    </Badge>
  );
  return file.error ? (
    <Tooltip label={file.error.message} multiline maw={320} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
