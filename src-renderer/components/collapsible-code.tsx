import { Code, Collapse, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { CopyValue } from './copy-value';

interface CollapsibleCodeProps {
  title: string;
  code: string;
  defaultOpen?: boolean;
  /** Long documents scroll inside the block instead of stretching the page. */
  maxHeight?: number;
  /** Wrap long lines (a checkpoint's signature lines) instead of scrolling sideways. */
  wrap?: boolean;
  testId?: string;
}

/** A code block (PEM, JSON, a checkpoint) behind a toggle, with a copy button that works while closed. */
export function CollapsibleCode({
  title,
  code,
  defaultOpen = false,
  maxHeight = 420,
  wrap = false,
  testId,
}: CollapsibleCodeProps) {
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  return (
    <Stack gap={4} data-testid={testId}>
      <Group gap="xs">
        <UnstyledButton onClick={toggle} aria-expanded={opened}>
          <Group gap={4}>
            {opened ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            <Text size="sm" fw={500}>
              {title}
            </Text>
          </Group>
        </UnstyledButton>
        <CopyValue value={code} label={`Copy ${title}`} />
      </Group>
      <Collapse expanded={opened}>
        {opened && (
          <ScrollArea.Autosize mah={maxHeight} type="auto">
            <Code block style={wrap ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : undefined}>
              {code}
            </Code>
          </ScrollArea.Autosize>
        )}
      </Collapse>
    </Stack>
  );
}
