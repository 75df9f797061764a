import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';

interface NameDialogProps {
  title: string;
  /** The name the field starts with (a file's current name when renaming). */
  initial: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a file or folder name; the failure stays in the dialog with the name kept. */
export function NameDialog({
  title,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <Modal opened onClose={onClose} title={title} data-testid="storage-name-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSubmit(trimmed);
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={name.length > 0 && !trimmed ? 'A name needs more than spaces' : undefined}
            data-autofocus
            data-testid="storage-name-input"
          />
          <ErrorAlert title="Not saved" error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!trimmed} data-testid="storage-name-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
