import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}

export function SettingsSection({ title, description, actions, children, testId }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3}>{title}</Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
