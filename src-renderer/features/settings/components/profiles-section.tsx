import { Badge, Button, Group, Modal, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import { useProfiles } from '@/hooks/use-profiles';
import type { Profile } from '@/lib/contract';
import { useRemoveProfile } from '../api/remove-profile';
import { useSetActiveProfile } from '../api/set-active-profile';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

const BUILT_IN_NOTE = 'The built-in Sandbox profile follows the embedded sandbox and cannot be changed.';

type Editing = { mode: 'add' } | { mode: 'edit'; profile: Profile } | null;

export function ProfilesSection() {
  const profiles = useProfiles();
  const setActive = useSetActiveProfile();
  const remove = useRemoveProfile();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <SettingsSection
      title="Profiles"
      description="A profile is one base URL per service plus its credentials. Every page uses the active profile."
      testId="settings-profiles"
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ mode: 'add' })}
          data-testid="profile-add"
        >
          Add profile
        </Button>
      }
    >
      {profiles.isPending && <Skeleton height={80} />}
      <ErrorAlert title="Could not load the profiles" query={profiles} />
      {profiles.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Transparency log</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profiles.data.profiles.map((profile) => {
                const active = profile.id === profiles.data.activeId;
                return (
                  <Table.Tr key={profile.id} data-testid="profile-row">
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {profile.name}
                        </Text>
                        {active && <Badge size="sm">active</Badge>}
                        {profile.builtIn && (
                          <Tooltip label={BUILT_IN_NOTE} withArrow multiline maw={280}>
                            <Badge size="sm" variant="outline" color="gray">
                              built-in · read-only
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td className="verity-mono">
                      {profile.endpoints.tlog ?? (
                        <Text span size="sm" c="dimmed">
                          not used
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {!active && (
                          <Button
                            size="xs"
                            variant="light"
                            loading={setActive.isPending && setActive.variables === profile.id}
                            onClick={() => setActive.mutate(profile.id)}
                          >
                            Set active
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} />}
                          disabled={profile.builtIn}
                          onClick={() => setEditing({ mode: 'edit', profile })}
                        >
                          Edit
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          disabled={profile.builtIn}
                          loading={remove.isPending && remove.variables === profile.id}
                          question={`Remove the profile “${profile.name}”? This cannot be undone.`}
                          confirmLabel="Remove"
                          onConfirm={() => remove.mutate(profile.id)}
                        >
                          Remove
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? `Edit profile “${editing.profile.name}”` : 'Add a profile'}
        size="lg"
      >
        {editing && (
          <ProfileForm
            profile={editing.mode === 'edit' ? editing.profile : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </SettingsSection>
  );
}
