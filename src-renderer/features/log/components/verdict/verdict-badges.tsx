import { Badge, Group, Tooltip } from '@mantine/core';
import type { VerificationReport } from '@/lib/contract';
import { BUNDLE_VERDICT, TLOG_VERDICT } from '@/features/log/utils/verdicts';

interface VerdictBadgesProps {
  report: Pick<VerificationReport, 'tlog' | 'bundle'>;
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
  const tlog = TLOG_VERDICT[report.tlog];
  const bundle = BUNDLE_VERDICT[report.bundle];
  return (
    <Group gap="xs">
      <Tooltip label="Is this entry in the log, as signed by a trusted log key?" withArrow>
        <Badge
          size={size}
          color={tlog.color}
          variant="filled"
          tt="none"
          data-testid={tlogTestId}
          data-verdict={report.tlog}
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

/** A compact transparency-log verdict for table rows. */
export function TlogVerdictBadge({ verdict }: { verdict: VerificationReport['tlog'] }) {
  const { label, color } = TLOG_VERDICT[verdict];
  return (
    <Badge size="sm" color={color} variant="light" data-testid="tlog-verdict" data-verdict={verdict}>
      tlog {label}
    </Badge>
  );
}
