import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import type { OutputOf } from '@/lib/contract';
import { plural } from '@/lib/format';

type Verdict = OutputOf<'journal:verify'>;
type Problem = NonNullable<Verdict['problem']>['problem'];

/** What to do about each finding: the database was changed outside Verity. */
const NEXT_STEP: Record<Problem, string> = {
  edited:
    'Someone or something changed this record in the database outside Verity. Keep the data folder as it is, ' +
    'compare with an earlier export of the journal (verity-audit verifies it), and do not rely on this record ' +
    'or any after it.',
  removed:
    'Records were deleted from the database outside Verity. Keep the data folder as it is and look up what they ' +
    'said in an earlier export of the journal (verity-audit verifies it).',
  reordered:
    'Records were moved in the database outside Verity, so the journal no longer says in what order operations ' +
    'happened. Keep the data folder as it is and compare with an earlier export of the journal (verity-audit ' +
    'verifies it).',
};

/** The outcome of Verify journal: whole, or which record was found edited, removed or reordered and what to do. */
export function JournalVerdict({ verdict }: { verdict: Verdict }) {
  if (verdict.ok || !verdict.problem) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconShieldCheck />}
        title="The journal is whole"
        data-testid="journal-verdict"
        data-ok="true"
      >
        {plural(verdict.records, 'record', 'records')} checked: each one matches its hash and follows the one
        before it, from the first to the newest.
      </Alert>
    );
  }
  const { problem, seq, opId, message } = verdict.problem;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={`Record ${seq} was ${problem}`}
      data-testid="journal-verdict"
      data-ok="false"
      data-problem={problem}
      data-seq={seq}
    >
      <Stack gap={4}>
        <Text size="sm">{message}.</Text>
        {opId && (
          <Text size="sm">
            Operation: <span className="verity-mono">{opId}</span>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {NEXT_STEP[problem]}
        </Text>
      </Stack>
    </Alert>
  );
}
