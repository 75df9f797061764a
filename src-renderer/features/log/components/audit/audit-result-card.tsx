import { LabelValueTable } from '@/components/label-value-table';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditFileResult, DocumentKind } from '@/lib/contract';
import { ConsistencyProofDiagram } from '../proof/consistency-proof-diagram';
import { InclusionProofDiagram } from '../proof/inclusion-proof-diagram';
import { CheckList } from '../verdict/check-list';
import { VerdictBadges, WeakEvidenceNote } from '../verdict/verdict-badges';
import { rootIsSigned } from '@/features/log/utils/verdicts';

const KIND_LABELS: Record<DocumentKind, string> = {
  bundle: 'Sigstore bundle',
  'log-entry': 'Rekor LogEntry',
  'rekor-v2-entry': 'Rekor v2 entry',
  checkpoint: 'checkpoint',
  'inclusion-proof': 'inclusion proof file',
  'consistency-proof': 'consistency proof file',
};

/** pass, fail or unusable, as the summary counts them. */
function auditOutcome(result: AuditFileResult): 'pass' | 'fail' | 'unusable' {
  if (!result.report) return 'unusable';
  return result.report.tlog === 'pass' && result.report.bundle !== 'fail' ? 'pass' : 'fail';
}

/** One audited file: kind, both verdicts, and on demand every check and the proof drawn. */
export function AuditResultCard({ result, defaultOpen }: { result: AuditFileResult; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const outcome = auditOutcome(result);
  const report = result.report;
  const color = outcome === 'pass' ? (report?.weak ? 'yellow' : 'teal') : outcome === 'fail' ? 'red' : 'gray';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="audit-result"
      data-outcome={outcome}
      data-name={result.name}
      style={{
        borderLeft: `4px solid var(--mantine-color-${color}-filled)`,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} disabled={!report}>
            <Group gap="xs" wrap="nowrap">
              {report && (open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />)}
              <Text size="sm" fw={600} className="verity-mono">
                {result.name}
              </Text>
              <Badge variant="outline" color="gray" tt="none">
                {result.kind ? KIND_LABELS[result.kind] : 'not recognised'}
              </Badge>
            </Group>
          </UnstyledButton>
          {report ? (
            <VerdictBadges report={report} size="sm" />
          ) : (
            <Badge color="gray" variant="filled">
              unusable
            </Badge>
          )}
        </Group>
        {result.error && (
          <Text size="sm" c="red" data-testid="audit-result-error">
            {result.error}
          </Text>
        )}
        {report && open && (
          <Stack gap="md">
            <WeakEvidenceNote weak={report.weak} />
            <LabelValueTable rows={report.subject} />
            <CheckList checks={report.checks} />
            {report.inclusion && (
              <InclusionProofDiagram trace={report.inclusion} rootSigned={rootIsSigned(report)} />
            )}
            {report.consistency && <ConsistencyProofDiagram trace={report.consistency} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
