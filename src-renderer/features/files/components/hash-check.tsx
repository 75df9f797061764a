import { Text, Tooltip } from '@mantine/core';
import type { GenaiFile } from '@/lib/contract';
import { hashVerdict } from '../utils/file-rows';

/** ✓ when the service's SHA-256 equals the one Verity computed while uploading, ✗ when not, — when unknown. */
export function HashCheck({ file }: { file: GenaiFile }) {
  const verdict = hashVerdict(file);
  const label =
    verdict === 'match'
      ? `The service stored exactly the bytes sent: SHA-256 ${file.sha256}`
      : verdict === 'mismatch'
        ? `The service's SHA-256 ${file.sha256} differs from the ${file.localSha256} computed while uploading: the stored bytes are not the ones sent. Delete the file and upload it again.`
        : file.sha256 === null
          ? 'The service gave no hash for this file.'
          : `Not uploaded from this console, so there is no local hash to compare (service: ${file.sha256}).`;
  const mark = verdict === 'match' ? '✓' : verdict === 'mismatch' ? '✗' : '—';
  const color = verdict === 'match' ? 'teal' : verdict === 'mismatch' ? 'red' : 'dimmed';
  return (
    <Tooltip label={label} multiline maw={360} withArrow>
      <Text size="sm" fw={700} c={color} aria-label={label} data-testid="file-hash" data-verdict={verdict}>
        {mark}
      </Text>
    </Tooltip>
  );
}
