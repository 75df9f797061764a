import { LabelValueTable } from '@/components/label-value-table';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import type { EntryView } from '@/lib/contract';
import { InclusionProofDiagram } from '../proof/inclusion-proof-diagram';
import { CheckList } from '../verdict/check-list';
import { WeakEvidenceNote } from '../verdict/verdict-badges';
import { rootIsSigned } from '@/features/log/utils/verdicts';

interface EntryVerificationCardProps {
  entry: EntryView;
  /** Set once the person asked for a diagnosis: the same entry with each sibling checked. */
  diagnosed: boolean;
  diagnose: { run: () => void; running: boolean; error: unknown };
}

/** Every check, the inclusion proof drawn, and a way to pinpoint a tampered step when the proof fails. */
export function EntryVerificationCard({ entry, diagnosed, diagnose }: EntryVerificationCardProps) {
  const { report } = entry;
  const inclusionFailed =
    (report.inclusion !== null && !report.inclusion.ok) ||
    report.checks.some((check) => check.name === 'inclusion' && check.ok === false);
  const failedStep = report.inclusion?.steps.find((step) => step.status === 'failed');

  return (
    <Paper withBorder p="md" radius="md" data-testid="entry-verification">
      <Stack gap="md">
        <Title order={4}>Verification</Title>
        <WeakEvidenceNote weak={report.weak} />
        <CheckList checks={report.checks} />
        <LabelValueTable rows={report.subject} labelWidth={200} />
        {inclusionFailed && !diagnosed && (
          <Alert color="red" variant="light" title="The inclusion proof does not lead to the signed root">
            <Group justify="space-between" align="center">
              <Text size="sm">
                One of the proof’s hashes is wrong, or the root is. Diagnose fetches the log’s own hashes for
                each step and marks the one that differs.
              </Text>
              <Button
                color="red"
                leftSection={<IconStethoscope size={16} />}
                loading={diagnose.running}
                onClick={diagnose.run}
                data-testid="entry-diagnose"
              >
                Diagnose
              </Button>
            </Group>
          </Alert>
        )}
        <ErrorAlert
          title="The diagnosis failed"
          error={diagnose.error}
          onRetry={diagnose.run}
          retrying={diagnose.running}
        />
        {diagnosed && (
          <Alert
            color={failedStep ? 'red' : 'yellow'}
            variant="light"
            title="Diagnosis"
            data-testid="entry-diagnosis"
          >
            {failedStep
              ? `Step ${failedStep.index + 1} (level ${failedStep.level}, sibling on the ${failedStep.siblingSide}) carries a hash the log’s tree does not have; it is marked red below.`
              : 'Every sibling matches the log’s tree; the root itself differs. The checkpoint or the proof’s root hash was altered.'}
          </Alert>
        )}
        {report.inclusion ? (
          <InclusionProofDiagram trace={report.inclusion} rootSigned={rootIsSigned(report)} />
        ) : (
          <Text size="sm" c="dimmed">
            This entry came without an inclusion proof, so there is nothing to draw.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
