import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value under a small uppercase label, for the fact grids of the log's cards. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
