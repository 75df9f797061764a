import { Table, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type { Check } from '@/lib/contract';
import { CHECK_LABELS } from '@/features/log/utils/check-labels';

const SCOPES: Array<{ scope: Check['scope']; title: string }> = [
  { scope: 'tlog', title: 'Transparency log' },
  { scope: 'bundle', title: 'Bundle' },
];

function CheckMark({ ok }: { ok: boolean | null }) {
  if (ok === null) {
    return (
      <ThemeIcon size="sm" radius="xl" variant="light" color="gray" aria-label="not checked">
        <IconMinus size={14} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="filled"
      color={ok ? 'teal' : 'red'}
      aria-label={ok ? 'passed' : 'failed'}
    >
      {ok ? <IconCheck size={14} /> : <IconX size={14} />}
    </ThemeIcon>
  );
}

/** Every check on its own line, grouped by verdict, with the reason when it failed or did not apply. */
export function CheckList({ checks }: { checks: Check[] }) {
  if (checks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No checks were reported.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} layout="fixed" data-testid="check-list">
      {/* Widths set here: with a fixed layout the first row (a full-width heading) would split them evenly. */}
      <colgroup>
        <col style={{ width: 40 }} />
        <col style={{ width: '34%' }} />
        <col />
      </colgroup>
      <Table.Tbody>
        {SCOPES.flatMap(({ scope, title }) => {
          const rows = checks.filter((check) => check.scope === scope);
          if (rows.length === 0) return [];
          return [
            <Table.Tr key={`heading-${scope}`}>
              <Table.Th colSpan={3}>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                  {title}
                </Text>
              </Table.Th>
            </Table.Tr>,
            ...rows.map((check, index) => (
              <Table.Tr
                key={`${scope}-${check.name}-${index}`}
                data-testid="check-row"
                data-check={check.name}
                data-ok={String(check.ok)}
                bg={check.ok === false ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>
                  <CheckMark ok={check.ok} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {CHECK_LABELS[check.name] ?? check.name}
                  </Text>
                  <Text size="xs" c="dimmed" className="verity-mono">
                    {check.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {check.detail || (check.ok === null ? 'Not applicable.' : '')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )),
          ];
        })}
      </Table.Tbody>
    </Table>
  );
}
