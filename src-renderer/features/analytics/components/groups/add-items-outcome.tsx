import { Alert, List, Stack, Text } from '@mantine/core';
import { describeError } from '@/lib/errors';
import type { AddOutcome } from '@/features/analytics/api/add-group-items';
import type { Refusal } from './group-rules';

/** One press of Add: the IDs refused before sending, and how each one sent went. */
export interface AddRun {
  refused: Refusal[];
  outcomes: AddOutcome[];
}

/** How an add went: how many joined, and each ID that did not with why and what to do. */
export function AddItemsOutcome({ run }: { run: AddRun }) {
  const added = run.outcomes.filter((outcome) => outcome.added).length;
  const failures = [
    ...run.refused.map(({ resourceId, reason }) => ({ resourceId, message: reason, hint: 'Not sent.' })),
    ...run.outcomes.flatMap((outcome) => {
      if (outcome.added) return [];
      const { message, hint } = describeError(outcome.error);
      return [{ resourceId: outcome.resourceId, message, hint }];
    }),
  ];
  return (
    <Alert
      color={failures.length === 0 ? 'teal' : added === 0 ? 'red' : 'yellow'}
      variant="light"
      title={`${added} added${failures.length > 0 ? `, ${failures.length} not added` : ''}`}
      data-testid="group-add-outcome"
    >
      {failures.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">Those not added are left in the box, to fix or drop.</Text>
          <List size="sm" spacing={4}>
            {failures.map((failure, index) => (
              <List.Item key={`${failure.resourceId}-${index}`} data-testid="group-add-failure">
                <Text span ff="monospace" size="sm">
                  {failure.resourceId}
                </Text>
                : {failure.message}{' '}
                <Text span c="dimmed" size="sm">
                  {failure.hint}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
