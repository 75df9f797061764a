import { Button, Group, Popover, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question shown before a destructive action runs. */
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

/** A button that asks once before doing something that cannot be undone. */
export function ConfirmButton({
  question,
  confirmLabel,
  onConfirm,
  children,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      withArrow
      shadow="md"
      position="bottom-end"
    >
      <Popover.Target>
        <Button {...buttonProps} onClick={toggle}>
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={280}>
          <Text size="sm">{question}</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
