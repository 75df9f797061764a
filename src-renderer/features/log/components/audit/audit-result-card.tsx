import { LabelValueTable } from '@/components/label-value-table';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCertificate, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditFileResult, DocumentKind } from '@/lib/contract';
import { ConsistencyProofDiagram } from '../proof/consistency-proof-diagram';
import { InclusionProofDiagram } from '../proof/inclusion-proof-diagram';
import { CheckList } from '../verdict/check-list';
import { VerdictBadges, WeakEvidenceNote } from '../verdict/verdict-badges';
import { rootIsSigned } from '@/features/log/utils/verdicts';
import type { StagedAuditFile } from '@/features/log/utils/audit-files';
import { AuditFileDetails } from './audit-file-details';

const KIND_LABELS: Record<DocumentKind, string> = {
  bundle: 'Sigstore bundle',
  'log-entry': 'Rekor LogEntry',
  'rekor-v2-entry': 'Rekor v2 entry',
  checkpoint: 'checkpoint',
  'inclusion-proof': 'inclusion proof file',
  'consistency-proof': 'consistency proof file',
  'monitor-alert': 'monitor alert evidence',
  journal: 'operation journal export',
};

/** pass, fail or unusable, as the summary counts them. */
export function auditOutcome(result: AuditFileResult): 'pass' | 'fail' | 'unusable' {
  if (!result.report) return 'unusable';
  return result.report.tlog === 'pass' && result.report.bundle !== 'fail' ? 'pass' : 'fail';
}

/** Documents that carry a log entry (and, for bundles, a signing certificate) to decode. */
const DECODABLE: ReadonlySet<DocumentKind> = new Set(['bundle', 'log-entry', 'rekor-v2-entry']);

/**
 * One audited file: kind, both verdicts, and on demand every check, the proof drawn, and the document's
 * entry body and certificate decoded (as the entry page shows them).
 */
export function AuditResultCard({
  result,
  runId,
  file,
  proofsDrawn,
  defaultOpen,
}: {
  result: AuditFileResult;
  runId: string;
  /** The staged file, read again to decode it. */
  file: StagedAuditFile | undefined;
  /** false: the run was too large to draw proofs (the checks still ran). */
  proofsDrawn: boolean;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [decoded, setDecoded] = useState(false);
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
            {!proofsDrawn &&
              report.checks.some((check) => check.name === 'inclusion' && check.ok !== null) && (
                <Text size="xs" c="dimmed">
                  Proof steps are not drawn in a run this large; every check above ran in full. Verify this
                  file on its own to see them drawn.
                </Text>
              )}
            {DECODABLE.has(report.kind) && (
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                leftSection={<IconCertificate size={14} />}
                onClick={() => setDecoded(!decoded)}
                aria-expanded={decoded}
                data-testid="audit-detail-toggle"
              >
                {decoded ? 'Hide the decoded body and certificate' : 'Decoded body and certificate'}
              </Button>
            )}
            {decoded && <AuditFileDetails runId={runId} file={file} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
