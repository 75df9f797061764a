import { ActionIcon, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { IconX } from '@tabler/icons-react';
import { ConfirmButton } from '@/components/confirm-button';
import type { StoragePermission } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useUnshareFile } from '../api/unshare-file';
import { useUpdatePermission } from '../api/update-permission';
import { useUndoNotice } from '../hooks/use-undo-notice';
import {
  dayOfExpiry,
  expiryBounds,
  expiryOf,
  expiryProblem,
  granteeName,
  inheritedFromLabel,
  ROLE_LABELS,
  ROLE_OPTIONS,
  type ShareRole,
} from '../utils/sharing';

interface GrantRowProps {
  fileId: string;
  grant: StoragePermission;
  /** Whether the caller owns the file and so may make a person the owner. */
  canTransferOwnership: boolean;
}

/** A grant's line: who it is for (the address beneath the name when they differ), then `children`. */
function GrantLine({
  grant,
  testId,
  children,
}: {
  grant: StoragePermission;
  testId: string;
  children: ReactNode;
}) {
  const name = granteeName(grant);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      data-testid={testId}
      data-grantee={grant.emailAddress ?? grant.domain ?? grant.type}
    >
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {name}
        </Text>
        {grant.emailAddress && grant.emailAddress !== name && (
          <Text size="xs" c="dimmed" truncate>
            {grant.emailAddress}
          </Text>
        )}
      </Stack>
      {children}
    </Group>
  );
}

/** A grant that comes from a folder above: shown, changed only on that folder. */
export function InheritedGrantRow({ grant }: { grant: StoragePermission }) {
  return (
    <GrantLine grant={grant} testId="storage-grant-inherited">
      <Text size="xs" c="dimmed">
        {inheritedFromLabel(grant)}: change it there
      </Text>
      <Text size="sm" w={110}>
        {ROLE_LABELS[grant.role]}
      </Text>
    </GrantLine>
  );
}

/** One of the file's own grants: its role and expiry to change, removal, and "Make owner" for a person. */
export function GrantRow({ fileId, grant, canTransferOwnership }: GrantRowProps) {
  const update = useUpdatePermission();
  const unshare = useUnshareFile();
  const transfer = useTransferOwnership();
  const owner = grant.role === 'owner';
  const person = grant.type === 'user' || grant.type === 'group';
  // The day the dialog opened bounds the expiry pickers.
  const [now] = useState(() => Date.now());
  const busy = update.isPending || unshare.isPending || transfer.isPending;
  const key = { fileId, permissionId: grant.id };
  const undoNotice = useUndoNotice();
  const who = granteeName(grant);
  const change = (input: { role?: ShareRole; expirationTime?: string | null }) =>
    update.mutate(
      { ...key, ...input },
      { onSuccess: ({ opId }) => undoNotice(`Access of ${who} changed`, opId) },
    );

  return (
    <GrantLine grant={grant} testId="storage-grant">
      {person && !owner && (
        <Tooltip
          label={
            grant.expirationTime
              ? `Access ends ${formatDateTime(Date.parse(grant.expirationTime))}`
              : 'No expiry: clear the day to remove one'
          }
        >
          <TextInput
            // A new key when the expiry changes elsewhere (an Undo), so the field shows it.
            key={grant.expirationTime ?? 'none'}
            w={150}
            size="xs"
            type="date"
            aria-label="Expires"
            {...expiryBounds(now)}
            defaultValue={dayOfExpiry(grant.expirationTime)}
            disabled={busy}
            onBlur={(event) => {
              const day = event.currentTarget.value;
              if (day === dayOfExpiry(grant.expirationTime) || expiryProblem(day, now)) return;
              change({ expirationTime: day ? expiryOf(day) : null });
            }}
            data-testid="storage-grant-expiry"
          />
        </Tooltip>
      )}
      {owner ? (
        <Text size="sm" w={110}>
          Owner
        </Text>
      ) : (
        <Select
          w={110}
          size="xs"
          aria-label="Role"
          data={ROLE_OPTIONS}
          value={grant.role}
          allowDeselect={false}
          disabled={busy}
          onChange={(role) => role && role !== grant.role && change({ role: role as ShareRole })}
          data-testid="storage-grant-role"
        />
      )}
      {canTransferOwnership && grant.type === 'user' && !owner && grant.emailAddress && (
        <ConfirmButton
          size="xs"
          variant="subtle"
          question={`${grant.emailAddress} will own the file and you keep editor access. Only they can give it back.`}
          confirmLabel="Make owner"
          onConfirm={() => transfer.mutate({ fileId, emailAddress: grant.emailAddress! })}
          loading={transfer.isPending}
          data-testid="storage-grant-make-owner"
        >
          Make owner
        </ConfirmButton>
      )}
      {!owner && (
        <Tooltip label="Remove this access">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${who}`}
            loading={unshare.isPending}
            disabled={busy}
            onClick={() =>
              unshare.mutate(key, { onSuccess: ({ opId }) => undoNotice(`Access of ${who} removed`, opId) })
            }
            data-testid="storage-grant-remove"
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </GrantLine>
  );
}
