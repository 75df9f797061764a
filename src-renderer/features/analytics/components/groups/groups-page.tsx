import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useGroups } from '@/features/analytics/api/list-groups';
import { CreateGroupForm } from './create-group-form';
import { GroupDetail } from './group-detail';
import { GroupsTable } from './groups-table';

/** The account's groups; `?group=ID` opens one (a link to it survives a reload). */
export function GroupsPage() {
  const [params, setParams] = useSearchParams();
  const groups = useGroups();
  const openId = params.get('group');
  const open = (groupId: string | null) => setParams(groupId ? { group: groupId } : {});
  const opened = openId ? groups.data?.find((group) => group.id === openId) : undefined;

  if (openId && opened) return <GroupDetail group={opened} onClose={() => open(null)} />;
  return (
    <Stack gap="md" data-testid="groups-page">
      <ErrorAlert title="Could not list the groups" query={groups} />
      {openId && groups.isSuccess && (
        <Text size="sm" c="dimmed" data-testid="group-missing">
          The group {openId} is not among this account&apos;s groups (deleted, or another account&apos;s).
        </Text>
      )}
      <CreateGroupForm onCreated={(groupId) => open(groupId)} />
      <Paper withBorder p="md" radius="md">
        {groups.isPending && <Skeleton height={120} />}
        {groups.data && <GroupsTable groups={groups.data} onOpen={open} />}
      </Paper>
    </Stack>
  );
}
