import { Select } from '@mantine/core';
import { SERVICE_IDS, SERVICE_LABELS, type ServiceId } from '@/lib/contract';

const ALL = 'all';
const OPTIONS = [
  { value: ALL, label: 'All services' },
  ...SERVICE_IDS.map((id) => ({ value: id, label: SERVICE_LABELS[id] })),
];

interface ServiceFilterProps {
  value: ServiceId | null;
  onChange: (service: ServiceId | null) => void;
}

export function ServiceFilter({ value, onChange }: ServiceFilterProps) {
  return (
    <Select
      aria-label="Filter by service"
      data={OPTIONS}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : (next as ServiceId))}
      allowDeselect={false}
      w={220}
      data-testid="activity-service-filter"
    />
  );
}
