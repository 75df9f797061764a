import { Anchor, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { formatUint64 } from '@/lib/format';
import { useGroups } from '@/features/analytics/api/list-groups';
import { useReport } from '@/features/analytics/api/run-report';
import { formatMetric } from '@/features/analytics/utils/metric-format';
import type { DateRange } from '@/features/analytics/utils/periods';
import { itemTypeLabel } from '../groups/group-rules';
import { topVideosQuery } from './compare-queries';

interface PickerProps {
  side: 'a' | 'b';
  value: string | null;
  onChange: (id: string | null) => void;
}

/** A video among the channel's 50 most viewed in the range (by ID, with its views there). */
export function VideoPicker({ side, value, onChange, range }: PickerProps & { range: DateRange }) {
  const query = useMemo(() => topVideosQuery(range), [range]);
  const top = useReport(query);
  const data = (top.data?.rows ?? []).map((row) => ({
    value: String(row[0]),
    label: `${String(row[0])} · ${formatMetric('views', Number(row[1] ?? 0))} views`,
  }));
  return (
    <>
      <Select
        label={`Video ${side.toUpperCase()}`}
        placeholder={top.isPending ? 'Reading the top videos…' : 'Pick a video'}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        nothingFoundMessage="Not among the 50 most viewed in these days"
        data-testid={`compare-pick-${side}`}
      />
      <ErrorAlert title="Could not list the top videos" query={top} />
    </>
  );
}

/** One of the account's groups, with its type and size. */
export function GroupPicker({ side, value, onChange }: PickerProps) {
  const groups = useGroups();
  const data = (groups.data ?? []).map((group) => ({
    value: group.id,
    label: `${group.title} (${itemTypeLabel(group.itemType).toLowerCase()}, ${formatUint64(group.itemCount)} items)`,
  }));
  return (
    <>
      <Select
        label={`Group ${side.toUpperCase()}`}
        placeholder={groups.isPending ? 'Reading the groups…' : 'Pick a group'}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        data-testid={`compare-pick-${side}`}
      />
      <ErrorAlert title="Could not list the groups" query={groups} />
      {groups.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No groups yet:{' '}
          <Anchor component={Link} to="/analytics/groups">
            make some in Groups
          </Anchor>
          .
        </Text>
      )}
    </>
  );
}
