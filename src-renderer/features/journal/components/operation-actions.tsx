import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconQuestionMark } from '@tabler/icons-react';
import { ConfirmButton } from '@/components/confirm-button';
import type { JournalOperation } from '@/lib/contract';
import { useCheckOperation } from '../api/check-operation';
import { useUndoOperation } from '../api/undo-operation';

/** Check for an operation whose outcome Verity never learned; Undo for one its service can reverse. */
export function OperationActions({ operation }: { operation: JournalOperation }) {
  const check = useCheckOperation();
  const undo = useUndoOperation();
  if (!operation.checkable && !operation.undoable) return null;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {operation.checkable && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconQuestionMark size={14} />}
          loading={check.isPending}
          onClick={() => check.mutate(operation.id)}
          data-testid="journal-check"
        >
          Check
        </Button>
      )}
      {operation.undoable && (
        <ConfirmButton
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} />}
          loading={undo.isPending}
          question={`Send the service the ${operation.kind} undo? It is journaled as an operation of its own.`}
          confirmLabel="Send the undo"
          onConfirm={() => undo.mutate(operation.id)}
          data-testid="journal-undo"
        >
          Undo
        </ConfirmButton>
      )}
    </Group>
  );
}
