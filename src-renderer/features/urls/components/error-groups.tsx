import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ErrorGroupSummary } from '@/lib/contract';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { ERROR_GROUP_LABELS } from '../utils/labels';

/** The errors of the history, one card per kind with its fix; a click shows the table's URLs of that kind. */
export function ErrorGroups({ groups }: { groups: ErrorGroupSummary[] }) {
  const active = useUrlsViewStore((state) => state.filter.errorGroup);
  const setFilter = useUrlsViewStore((state) => state.setFilter);
  if (groups.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="error-groups">
      <Text fw={600}>Errors, grouped with their fix</Text>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {groups.map((group) => (
          <UnstyledButton
            key={group.group}
            onClick={() => setFilter({ errorGroup: active === group.group ? undefined : group.group })}
            aria-pressed={active === group.group}
            data-testid="error-group"
            data-group={group.group}
          >
            <Card
              withBorder
              radius="md"
              padding="sm"
              style={active === group.group ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {ERROR_GROUP_LABELS[group.group]}
                </Text>
                <Badge color="red" variant="light">
                  {group.count.toLocaleString()}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mt={4} lineClamp={2} title={group.message}>
                {group.message}
              </Text>
              <Text size="sm" mt={6}>
                {group.fix}
              </Text>
              {group.sites.length > 0 && (
                <Text size="xs" c="dimmed" mt={4}>
                  Sites: {group.sites.join(', ')}
                </Text>
              )}
              <Text size="xs" c="blue" mt={6}>
                {active === group.group ? 'Showing these URLs: click to show all' : 'Show these URLs'}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
