import { Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useGroups } from '@/features/analytics/api/list-groups';
import { pacificToday, type DateRange } from '@/features/analytics/utils/periods';
import { CompareResult } from './compare-result';
import { GroupPicker, VideoPicker } from './compare-pickers';
import { comparedRanges, type CompareSide } from './compare-queries';
import { PERIOD_DAYS, useCompareParams } from './use-compare-params';

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
  const ranges = useMemo(
    () => comparedRanges(params.days, params.against, today),
    [params.days, params.against, today],
  );

  const sides = useMemo((): [CompareSide, CompareSide] | null => {
    if (params.mode === 'periods')
      return [
        { label: rangeLabel(ranges.a), range: ranges.a },
        { label: rangeLabel(ranges.b), range: ranges.b },
      ];
    if (!params.a || !params.b) return null;
    const name = (id: string) =>
      params.mode === 'groups' ? (groups.data?.find((group) => group.id === id)?.title ?? id) : id;
    const filter = params.mode === 'groups' ? 'group' : 'video';
    return [
      { label: name(params.a), range: ranges.a, filters: `${filter}==${params.a}` },
      { label: name(params.b), range: ranges.a, filters: `${filter}==${params.b}` },
    ];
  }, [params, ranges, groups.data]);
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
              onChange={(mode) => update({ mode: mode as typeof params.mode })}
              data={[
                { value: 'periods', label: 'Two periods' },
                { value: 'videos', label: 'Two videos' },
                { value: 'groups', label: 'Two groups' },
              ]}
              data-testid="compare-mode"
            />
            <Select
              label={params.mode === 'periods' ? 'Period A' : 'Days'}
              value={String(params.days)}
              onChange={(days) => days && update({ days: Number(days) })}
              data={PERIOD_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` }))}
              allowDeselect={false}
              w={160}
              data-testid="compare-days"
            />
            {params.mode === 'periods' && (
              <Select
                label="Period B"
                value={params.against}
                onChange={(against) => against && update({ against: against as typeof params.against })}
                data={[
                  { value: 'previous', label: 'The period before' },
                  { value: 'year', label: 'The same days 52 weeks before' },
                ]}
                allowDeselect={false}
                w={260}
                data-testid="compare-against"
              />
            )}
          </Group>
          {params.mode !== 'periods' && (
            <SimpleGrid cols={2}>
              {(['a', 'b'] as const).map((side) =>
                params.mode === 'videos' ? (
                  <Stack key={side} gap={4}>
                    <VideoPicker
                      side={side}
                      value={params[side]}
                      onChange={(id) => update({ [side]: id })}
                      range={ranges.a}
                    />
                  </Stack>
                ) : (
                  <Stack key={side} gap={4}>
                    <GroupPicker side={side} value={params[side]} onChange={(id) => update({ [side]: id })} />
                  </Stack>
                ),
              )}
            </SimpleGrid>
          )}
          {params.mode !== 'periods' && (
            <Text size="xs" c="dimmed">
              Both over {rangeLabel(ranges.a)}.
              {params.a !== null && params.a === params.b && ' A and B are the same: pick another for B.'}
            </Text>
          )}
        </Stack>
      </Paper>
      {sides ? (
        <CompareResult a={sides[0]} b={sides[1]} anyPlaylists={anyPlaylists} />
      ) : (
        <Text c="dimmed" data-testid="compare-pick-both">
          Pick {params.mode === 'videos' ? 'two videos' : 'two groups'} to compare.
        </Text>
      )}
    </Stack>
  );
}
