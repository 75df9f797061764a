import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useGroups } from '@/features/analytics/api/list-groups';
import { pacificToday, type DateRange } from '@/features/analytics/utils/periods';
import { ComparePeriodControls } from './compare-period-controls';
import { CompareResult } from './compare-result';
import { GroupPicker, VideoPicker } from './compare-pickers';
import { periodA, periodB, type CompareMode, type CompareSide } from './compare-queries';
import { useCompareParams } from './use-compare-params';

const DAY = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Oct 31, 2026 – Nov 27, 2026". */
function rangeLabel(range: DateRange): string {
  return DAY.formatRange(new Date(`${range.startDate}T00:00:00Z`), new Date(`${range.endDate}T00:00:00Z`));
}

/** Two periods, two videos or two groups side by side, with the change between them. */
export function ComparePage() {
  const [params, update] = useCompareParams();
  const groups = useGroups(params.mode === 'groups');
  const today = useMemo(() => pacificToday(), []);
  const { days, from, to } = params;
  const a = useMemo(() => periodA({ days, from, to }, today), [days, from, to, today]);

  const sides = useMemo((): [CompareSide, CompareSide] | null => {
    if ('problem' in a) return null;
    if (params.mode === 'periods') {
      const b = periodB(a, params.against);
      return [
        { label: rangeLabel(a), range: a },
        { label: rangeLabel(b), range: b },
      ];
    }
    if (!params.a || !params.b) return null;
    const name = (id: string) =>
      params.mode === 'groups' ? (groups.data?.find((group) => group.id === id)?.title ?? id) : id;
    const filter = params.mode === 'groups' ? 'group' : 'video';
    return [
      { label: name(params.a), range: a, filters: `${filter}==${params.a}` },
      { label: name(params.b), range: a, filters: `${filter}==${params.b}` },
    ];
  }, [params, a, groups.data]);
  const anyPlaylists =
    params.mode === 'groups' &&
    [params.a, params.b].some(
      (id) => groups.data?.find((group) => group.id === id)?.itemType === 'youtube#playlist',
    );

  return (
    <Stack gap="md" data-testid="compare-page">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="md" align="flex-end">
            <SegmentedControl
              value={params.mode}
              onChange={(mode) => update({ mode: mode as CompareMode })}
              data={[
                { value: 'periods', label: 'Two periods' },
                { value: 'videos', label: 'Two videos' },
                { value: 'groups', label: 'Two groups' },
              ]}
              data-testid="compare-mode"
            />
            <ComparePeriodControls params={params} update={update} />
          </Group>
          {'problem' in a && (
            <Text size="sm" c="red" data-testid="compare-range-problem">
              {a.problem}
            </Text>
          )}
          {params.mode !== 'periods' && !('problem' in a) && (
            <>
              <SimpleGrid cols={2}>
                {(['a', 'b'] as const).map((side) =>
                  params.mode === 'videos' ? (
                    <Stack key={side} gap={4}>
                      <VideoPicker
                        side={side}
                        value={params[side]}
                        onChange={(id) => update({ [side]: id })}
                        range={a}
                      />
                    </Stack>
                  ) : (
                    <Stack key={side} gap={4}>
                      <GroupPicker
                        side={side}
                        value={params[side]}
                        onChange={(id) => update({ [side]: id })}
                      />
                    </Stack>
                  ),
                )}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Both over {rangeLabel(a)}.
                {params.a !== null && params.a === params.b && ' A and B are the same: pick another for B.'}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
      {sides ? (
        <CompareResult a={sides[0]} b={sides[1]} anyPlaylists={anyPlaylists} />
      ) : (
        !('problem' in a) && (
          <Text c="dimmed" data-testid="compare-pick-both">
            Pick {params.mode === 'videos' ? 'two videos' : 'two groups'} to compare.
          </Text>
        )
      )}
    </Stack>
  );
}
