import { Button, Collapse, Paper, Text } from '@mantine/core';
import { IconBulb, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The model's thought summaries (parts with thought: true), folded under a one-line header as AI Studio
 * shows them: the answer comes first, the thinking is there for whoever opens it.
 */
export function Thoughts({ text, tokens }: { text: string; tokens: number | null }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div data-testid="thoughts" data-open={open || undefined}>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconBulb size={14} />}
        rightSection={<Chevron size={14} />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide thoughts' : 'Show thoughts'}
        {tokens !== null ? ` (${tokens.toLocaleString()} thought tokens)` : ''}
      </Button>
      <Collapse expanded={open} keepMounted={false}>
        <Paper withBorder p="xs" mt={4} bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="thoughts-text">
            {text}
          </Text>
        </Paper>
      </Collapse>
    </div>
  );
}
