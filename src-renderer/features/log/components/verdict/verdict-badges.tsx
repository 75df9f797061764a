import { Alert, Badge, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { EntrySummary, VerificationReport } from '@/lib/contract';
import { BUNDLE_VERDICT, TLOG_VERDICT, WEAK_PASS } from '@/features/log/utils/verdicts';

interface VerdictBadgesProps {
  report: Pick<VerificationReport, 'tlog' | 'bundle' | 'weak'>;
  tlogTestId?: string;
  bundleTestId?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The two verdicts side by side and never merged: an entry can be validly
 * logged while the bundle around it fails (wrong identity, expired
 * certificate, bad signature), and the reverse.
 */
export function VerdictBadges({ report, tlogTestId, bundleTestId, size = 'lg' }: VerdictBadgesProps) {
  const tlog = report.weak === null ? TLOG_VERDICT[report.tlog] : WEAK_PASS;
  const bundle = BUNDLE_VERDICT[report.bundle];
  return (
    <Group gap="xs">
      <Tooltip
        label={report.weak ?? 'Is this entry in the log, as signed by a trusted log key?'}
        withArrow
        multiline
        maw={360}
      >
        <Badge
          size={size}
          color={tlog.color}
          variant="filled"
          tt="none"
          data-testid={tlogTestId}
          data-verdict={report.tlog}
          data-weak={String(report.weak !== null)}
        >
          Transparency log: {tlog.label}
        </Badge>
      </Tooltip>
      <Tooltip
        label="Does the signed bundle around it verify (certificate, signature, artifact)? Not applicable to a bare log entry."
        withArrow
        multiline
        maw={320}
      >
        <Badge
          size={size}
          color={bundle.color}
          variant={report.bundle === 'skipped' ? 'outline' : 'filled'}
          tt="none"
          data-testid={bundleTestId}
          data-verdict={report.bundle}
        >
          Bundle: {bundle.label}
        </Badge>
      </Tooltip>
    </Group>
  );
}

/** Why a transparency-log pass is weak, in words, where the checks are listed; nothing for a plain verdict. */
export function WeakEvidenceNote({ weak }: { weak: string | null }) {
  if (weak === null) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title="Weak evidence: no signed checkpoint backs this pass"
      data-testid="weak-evidence"
    >
      {weak.charAt(0).toUpperCase() + weak.slice(1)}. A checkpoint signed by a trusted log key would prove the
      entry is in the log; strict mode (the Strict switch, or verity-audit verify --strict) fails this
      document, as Rekor’s own verification does.
    </Alert>
  );
}

/** A compact transparency-log verdict for table rows. */
export function TlogVerdictBadge({ verdict }: { verdict: EntrySummary['tlog'] }) {
  const { label, color } = TLOG_VERDICT[verdict];
  const badge = (
    <Badge size="sm" color={color} variant="light" data-testid="tlog-verdict" data-verdict={verdict}>
      tlog {label}
    </Badge>
  );
  return verdict === 'untrusted' ? (
    <Tooltip label="No key for this log is trusted yet: trust it on the Overview, then its signatures are checked.">
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
