import { Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { VerityError } from '@/lib/contract';
import { useDiagnoseEntry } from '@/features/log/api/diagnose-entry';
import { useEntry, type EntryRef } from '@/features/log/api/get-entry';
import { parseLookup } from '@/lib/log-lookup';
import { DecodedBodyCard } from './decoded-body-card';
import { EntryHeader } from './entry-header';
import { EntryVerificationCard } from './entry-verification-card';

/** The route's entry, or why the address does not name one. */
function useEntryRef(): EntryRef | { invalid: string } {
  const { entryId, logIndex } = useParams();
  const lookup = parseLookup(entryId ?? logIndex ?? '');
  if (logIndex !== undefined && lookup.kind === 'index') return { by: 'index', logIndex: lookup.logIndex };
  if (entryId !== undefined && (lookup.kind === 'uuid' || lookup.kind === 'entry-id')) {
    return { by: 'id', entryId: lookup.entryId };
  }
  return { invalid: lookup.kind === 'invalid' ? lookup.reason : 'This address names no entry.' };
}

function BackToLog() {
  return (
    <Button
      component={Link}
      to="/log"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} />}
      w="fit-content"
    >
      Back to the overview
    </Button>
  );
}

/** /log/entries/:entryId and /log/index/:logIndex: one entry, decoded and verified, with its proof drawn. */
export function EntryPage() {
  const ref = useEntryRef();
  if ('invalid' in ref) {
    return (
      <Stack gap="md" data-testid="page-log-entry">
        <BackToLog />
        <ErrorAlert
          title="Not an entry address"
          error={new VerityError('VALIDATION', ref.invalid)}
          hint="Use the lookup box on the overview, or open an entry from Search or the newest entries."
          testId="entry-error"
        />
      </Stack>
    );
  }
  return <LoadedEntryPage entryRef={ref} key={JSON.stringify(ref)} />;
}

function LoadedEntryPage({ entryRef }: { entryRef: EntryRef }) {
  const entry = useEntry(entryRef);
  const diagnosis = useDiagnoseEntry();
  const shown = diagnosis.data ?? entry.data;
  const what = entryRef.by === 'index' ? `log index ${entryRef.logIndex}` : `entry ${entryRef.entryId}`;

  return (
    <Stack gap="md" data-testid="page-log-entry">
      <BackToLog />
      <ErrorAlert
        title={`Could not load ${what}`}
        query={entry}
        hint={
          entry.error instanceof VerityError && entry.error.code === 'NOT_FOUND' ? (
            <>
              The active profile’s log has no such entry. Check the index is below the tree size on the{' '}
              <Anchor component={Link} to="/log" size="sm">
                overview
              </Anchor>{' '}
              (indices are global across shards) or search for it by artifact hash.
            </>
          ) : undefined
        }
        testId="entry-error"
      />
      {entry.isPending && (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={160} />
          <Skeleton height={320} />
        </Stack>
      )}
      {shown && (
        <>
          <EntryHeader entry={shown} />
          <EntryVerificationCard
            entry={shown}
            diagnosed={diagnosis.isSuccess}
            diagnose={{
              run: () => diagnosis.mutate(entryRef),
              running: diagnosis.isPending,
              error: diagnosis.error,
            }}
          />
          <DecodedBodyCard
            body={shown.decoded}
            integratedTime={shown.integratedTime}
            raw={shown.raw}
            attestation={shown.attestation}
          />
        </>
      )}
    </Stack>
  );
}
