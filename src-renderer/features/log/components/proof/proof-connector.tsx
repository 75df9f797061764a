import { Center } from '@mantine/core';
import { IconArrowNarrowUp } from '@tabler/icons-react';

/** The arrow between two rows of a drawing: the lower row's output feeds the upper row. */
export function ProofConnector() {
  return (
    <Center h={18} aria-hidden>
      <IconArrowNarrowUp size={18} stroke={1.4} color="var(--mantine-color-dimmed)" />
    </Center>
  );
}
