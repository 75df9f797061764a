import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveProfile, useProfiles } from '@/hooks/use-profiles';
import { SERVICE_LABELS, type ServiceId } from '@/lib/contract';
import { CopyValue } from './copy-value';

/** The active profile's base URL for one service, with where to change it. */
export function ServiceBaseUrl({ service }: { service: ServiceId }) {
  const profiles = useProfiles();
  const profile = useActiveProfile();
  if (profiles.isPending) return <Skeleton height={20} width={320} />;
  if (!profile) {
    return (
      <Text size="sm" c="red">
        The active profile could not be loaded.{' '}
        <Anchor component={Link} to="/settings" size="sm">
          Open Settings
        </Anchor>
      </Text>
    );
  }
  const url = profile.endpoints[service];
  if (url === undefined) {
    return (
      <Text size="sm" c="red" data-testid={`base-url-${service}`}>
        Profile “{profile.name}” does not use the {SERVICE_LABELS[service].toLowerCase()} service: give it a
        base URL in{' '}
        <Anchor component={Link} to="/settings" size="sm">
          Settings → Profiles
        </Anchor>{' '}
        or make a profile that has one active.
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`base-url-${service}`}>
      <Text size="sm" c="dimmed">
        {SERVICE_LABELS[service]} for profile “{profile.name}”:
      </Text>
      <Text size="sm" className="verity-mono">
        {url}
      </Text>
      <CopyValue value={url} label="Copy base URL" />
    </Group>
  );
}
