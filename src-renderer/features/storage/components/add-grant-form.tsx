import { Button, Group, SegmentedControl, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { InputOf } from '@/lib/contract';
import { useShareFile } from '../api/share-file';
import { useUndoNotice } from '../hooks/use-undo-notice';
import { expiryBounds, expiryOf, expiryProblem, ROLE_OPTIONS, type ShareRole } from '../utils/sharing';

type GranteeType = InputOf<'storage:share'>['grantee']['type'];

const TYPES: Array<{ value: GranteeType; label: string }> = [
  { value: 'user', label: 'People' },
  { value: 'group', label: 'Group' },
  { value: 'domain', label: 'Domain' },
  { value: 'anyone', label: 'Anyone with the link' },
];

/** Adds a grant: who (a person or group by e-mail, a domain, anyone with the link), the role, expiry, notice. */
export function AddGrantForm({ fileId }: { fileId: string }) {
  const share = useShareFile();
  const undoNotice = useUndoNotice();
  const [type, setType] = useState<GranteeType>('user');
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<ShareRole>('reader');
  const [expiry, setExpiry] = useState('');
  const [notify, setNotify] = useState(true);
  const [message, setMessage] = useState('');
  const person = type === 'user' || type === 'group';
  // The day the dialog opened bounds the expiry pickers.
  const [now] = useState(() => Date.now());
  const problem = person ? expiryProblem(expiry, now) : null;
  const ready = (type === 'anyone' || address.trim() !== '') && problem === null;

  function grantee(): InputOf<'storage:share'>['grantee'] {
    if (type === 'anyone') return { type };
    if (type === 'domain') return { type, domain: address.trim() };
    return { type, emailAddress: address.trim(), ...(expiry ? { expirationTime: expiryOf(expiry) } : {}) };
  }

  function submit() {
    const notifying = person && notify;
    share.mutate(
      {
        fileId,
        grantee: grantee(),
        role,
        notify: notifying,
        ...(notifying && message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: ({ opId }) => {
          undoNotice(
            type === 'anyone' ? 'Shared with anyone with the link' : `Shared with ${address.trim()}`,
            opId,
          );
          setAddress('');
          setExpiry('');
          setMessage('');
        },
      },
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
      data-testid="storage-share-form"
    >
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          data={TYPES}
          value={type}
          onChange={(value) => setType(value as GranteeType)}
          data-testid="storage-share-type"
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          {type !== 'anyone' && (
            <TextInput
              style={{ flex: 1 }}
              label={type === 'domain' ? 'Domain' : 'E-mail address'}
              placeholder={type === 'domain' ? 'example.com' : 'grace@example.com'}
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              data-autofocus
              data-testid="storage-share-address"
            />
          )}
          <Select
            w={140}
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as ShareRole)}
            data-testid="storage-share-role"
          />
          {person && (
            <TextInput
              w={160}
              type="date"
              label="Expires (optional)"
              {...expiryBounds(now)}
              value={expiry}
              onChange={(event) => setExpiry(event.currentTarget.value)}
              error={problem}
              data-testid="storage-share-expiry"
            />
          )}
        </Group>
        {person && (
          <>
            <Switch
              label="Notify people by e-mail"
              checked={notify}
              onChange={(event) => setNotify(event.currentTarget.checked)}
              data-testid="storage-share-notify"
            />
            {notify && (
              <Textarea
                placeholder="A message for the e-mail (optional)"
                autosize
                minRows={1}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                data-testid="storage-share-message"
              />
            )}
          </>
        )}
        <ErrorAlert title="Not shared" error={share.error} testId="storage-share-error" />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            loading={share.isPending}
            disabled={!ready}
            data-testid="storage-share-submit"
          >
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
