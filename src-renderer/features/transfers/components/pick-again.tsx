import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { reattachFile, reattachProblem } from '@/lib/browser-uploads';
import type { Transfer } from '@/lib/contract';

/** A page-streamed upload whose page went away: the same file (same name and size) picked again goes on. */
export function PickAgain({ transfer }: { transfer: Transfer }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (transfer.source.kind !== 'browser') return null;
  const name = transfer.source.name;
  const take = (file: File | null) => {
    if (!file) return;
    const refusal = reattachProblem(transfer, file);
    setProblem(refusal);
    if (refusal === null) reattachFile(transfer, file);
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid="transfer-pick-again">
      <Text size="xs" c="yellow.8">
        Pick {name} again to go on
      </Text>
      <FileButton
        onChange={take}
        inputProps={{ 'data-testid': 'transfer-pick-input' } as ComponentProps<'input'>}
      >
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="light"
            color="yellow"
            leftSection={<IconFileUpload size={12} />}
          >
            Pick {name}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="xs" c="red" data-testid="transfer-pick-problem">
          {problem}
        </Text>
      )}
    </Group>
  );
}
