import { Alert, Divider, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageFile } from '@/lib/contract';
import { useFileSharing } from '../api/file-sharing';
import { splitGrants } from '../utils/sharing';
import { AddGrantForm } from './add-grant-form';
import { GrantRow, InheritedGrantRow } from './grant-row';

/**
 * Who has access to a file and the changes to it: add people, a group, a domain or a link; change a role or
 * expiry; remove a grant; make a person the owner. What the file's capabilities forbid is not offered, and
 * the dialog says why.
 */
export function ShareDialog({ file, onClose }: { file: StorageFile; onClose: () => void }) {
  const sharing = useFileSharing(file.id);
  const data = sharing.data;
  const { direct, inherited } = splitGrants(data?.permissions ?? []);
  const owners = (data?.owners ?? file.owners).join(', ') || 'its owner';
  // A shared store's files belong to the store: its members' access comes from it, and none has an owner.
  const inStore = Boolean(file.driveId);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Share "${file.name}"`}
      size="xl"
      data-testid="storage-share-dialog"
    >
      <Stack gap="md">
        <ErrorAlert title="Could not read who has access" query={sharing} testId="storage-sharing-error" />
        {sharing.isPending && <Skeleton h={160} />}
        {data && !data.capabilities.canShare && (
          <Alert
            icon={<IconLock />}
            color="gray"
            title="You cannot share this file"
            data-testid="storage-share-forbidden"
          >
            {inStore
              ? "Only members of its shared store with editor access can see who has access and change it. Ask the store's organizers for it, or to share it for you."
              : `Only its owner (${owners}) or someone with editor access can see who has access and change it. Ask them for editor access, or to share it for you.`}
          </Alert>
        )}
        {data?.capabilities.canShare && (
          <>
            <AddGrantForm fileId={file.id} />
            <Divider />
            <Stack gap="xs" data-testid="storage-grants-direct">
              <Title order={6}>Who has access</Title>
              {direct.map((grant) => (
                <GrantRow
                  key={grant.id}
                  fileId={file.id}
                  grant={grant}
                  canTransferOwnership={data.capabilities.canTransferOwnership}
                />
              ))}
              {!data.capabilities.canTransferOwnership && (
                <Text size="xs" c="dimmed" data-testid="storage-share-owner-note">
                  {inStore
                    ? 'Files in a shared store belong to the store: they have no owner to change.'
                    : `Only the owner (${owners}) can make someone else the owner.`}
                </Text>
              )}
            </Stack>
            {inherited.length > 0 && (
              <Stack gap="xs" data-testid="storage-grants-inherited">
                <Title order={6}>
                  {inStore ? 'Access from the store and folders above' : 'Access from folders above'}
                </Title>
                {inherited.map((grant) => (
                  <InheritedGrantRow key={grant.id} grant={grant} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
