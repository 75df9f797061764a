import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAddGroupItems } from '@/features/analytics/api/add-group-items';
import type { AnalyticsGroup } from '@/features/analytics/api/list-groups';
import { AddItemsOutcome, type AddRun } from './add-items-outcome';
import { planAdditions, pastedIds, type GroupItemType } from './group-rules';

interface AddItemsFormProps {
  group: AnalyticsGroup;
  /** The IDs the group holds now, so an ID already in it is not sent again. */
  existing: readonly string[];
}

/**
 * Adds the IDs (or links) pasted, one call each. What the console can tell is wrong is refused before
 * sending, with the rule; the rest goes to the service, and whatever did not join stays in the box to fix.
 */
export function AddItemsForm({ group, existing }: AddItemsFormProps) {
  const [text, setText] = useState('');
  const [run, setRun] = useState<AddRun | null>(null);
  const add = useAddGroupItems();
  const noun = group.itemType === 'youtube#playlist' ? 'playlist' : 'video';

  function submit() {
    const plan = planAdditions(pastedIds(text), {
      itemType: group.itemType,
      itemCount: Number(group.itemCount),
      existing,
    });
    setRun({ refused: plan.refused, outcomes: [] });
    const kept = () => plan.refused.map((refusal) => refusal.resourceId);
    if (plan.send.length === 0) return setText(kept().join('\n'));
    add.mutate(
      { groupId: group.id, kind: group.itemType as GroupItemType, resourceIds: plan.send },
      {
        onSuccess: (outcomes) => {
          setRun({ refused: plan.refused, outcomes });
          const failed = outcomes.filter((outcome) => !outcome.added).map((outcome) => outcome.resourceId);
          setText([...kept(), ...failed].join('\n'));
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={`Add ${noun}s`}
        description={`${noun[0]!.toUpperCase()}${noun.slice(1)} IDs or links, one a line or separated by spaces or commas.`}
        placeholder={noun === 'video' ? 'dQw4w9WgXcQ\nhttps://youtu.be/…' : 'PL…'}
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="group-add-ids"
      />
      <Group gap="sm">
        <Button
          onClick={submit}
          disabled={text.trim() === ''}
          loading={add.isPending}
          data-testid="group-add-submit"
        >
          Add to group
        </Button>
      </Group>
      {run && !add.isPending && <AddItemsOutcome run={run} />}
      {add.isPending && (
        <Text size="sm" c="dimmed">
          Adding, one item at a time…
        </Text>
      )}
    </Stack>
  );
}
