import { Alert, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { VerityError } from '@/lib/contract';
import { useVerifyAuditFiles } from '@/features/log/api/verify-audit-files';
import { useFileDigest, type FileDigest } from '@/features/log/hooks/use-file-digest';
import { useStagedAuditFiles } from '@/features/log/hooks/use-staged-audit-files';
import { sendable, type StagedAuditFile } from '@/features/log/utils/audit-files';
import { AuditFilePicker } from './audit-file-picker';
import { AuditResultCard } from './audit-result-card';
import { AuditSummary } from './audit-summary';

/** Results open by default when there are few; hundreds stay folded until asked for. */
const OPEN_RESULTS_UP_TO = 5;

function sizeHint(error: unknown) {
  return error instanceof VerityError && error.code === 'VALIDATION' && /larger than/i.test(error.message)
    ? 'Too much to send at once. Verify the files in smaller groups, or run `npx verity-audit verify FILE…` on them.'
    : undefined;
}

/**
 * /log/audit: verifies dropped documents with no network. Files are read
 * here and verified by Verity's core on this machine; an artifact only
 * contributes its SHA-256. Each drop verifies everything staged so far.
 */
export function AuditPage() {
  const staged = useStagedAuditFiles();
  const artifact = useFileDigest();
  const verify = useVerifyAuditFiles();
  // Strict: a weak pass (no signed checkpoint behind it) fails, as verity-audit verify --strict.
  const [strict, setStrict] = useState(false);

  const run = (files: StagedAuditFile[], digest: FileDigest | null, strictMode = strict) => {
    const documents = sendable(files);
    if (documents.length === 0) return verify.reset();
    verify.mutate({
      files: documents,
      ...(strictMode ? { strict: true } : {}),
      ...(digest ? { artifact: { name: digest.name, sha256: digest.sha256 } } : {}),
    });
  };

  const notSent = staged.files.filter((file) => file.problem !== null).length;
  const results = verify.data?.files ?? [];

  return (
    <Stack gap="md" data-testid="page-log-audit">
      <Alert color="teal" variant="light" icon={<IconPlugConnectedX />} title="Verified offline">
        Nothing leaves this machine: files are read in this window and verified by Verity’s core with no
        network, against the trust store and any TrustedRoot you drop with them.
      </Alert>
      <Switch
        label="Strict: require a signed checkpoint"
        description="A SET alone, or an inclusion proof to a root no checkpoint signs, then fails instead of passing as weak evidence (as Rekor’s own verification and verity-audit verify --strict)."
        checked={strict}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setStrict(next);
          run(staged.files, artifact.digest, next);
        }}
        data-testid="audit-strict"
      />
      <AuditFilePicker
        files={staged.files}
        reading={staged.reading}
        busy={verify.isPending || staged.reading > 0}
        onDocuments={(files) => void staged.add(files).then((next) => run(next, artifact.digest))}
        onRemove={(name) => run(staged.remove(name), artifact.digest)}
        onClear={() => {
          staged.clear();
          verify.reset();
        }}
        artifact={artifact}
        onArtifact={(file) => void artifact.hash(file).then((digest) => digest && run(staged.files, digest))}
        onClearArtifact={() => {
          artifact.clear();
          run(staged.files, null);
        }}
      />
      {verify.isPending && (
        <Group gap="xs" data-testid="audit-running">
          <Loader size="sm" />
          <Text size="sm">Verifying {sendable(staged.files).length} files offline…</Text>
        </Group>
      )}
      <ErrorAlert
        title="The audit did not run"
        error={verify.error}
        hint={sizeHint(verify.error)}
        onRetry={() => run(staged.files, artifact.digest)}
        testId="audit-error"
      />
      {verify.data && (
        <>
          <AuditSummary run={verify.data} notSent={notSent} />
          {results.map((result, index) => (
            <AuditResultCard
              key={`${verify.data.id}-${index}`}
              result={result}
              defaultOpen={results.length <= OPEN_RESULTS_UP_TO}
            />
          ))}
        </>
      )}
      {staged.files.length === 0 && (
        <Text size="sm" c="dimmed">
          Results appear here per file with both verdicts, every check and the proof drawn; export them as an
          audit bundle or a report.
        </Text>
      )}
    </Stack>
  );
}
