import { Alert, Group, Loader, Progress, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { SignerPolicy } from '@/lib/contract';
import { useAuditRun, type AuditProgress } from '@/features/log/hooks/use-audit-run';
import { useFileDigest, type FileDigest } from '@/features/log/hooks/use-file-digest';
import { useStagedAuditFiles } from '@/features/log/hooks/use-staged-audit-files';
import { MAX_AUDIT_FILES, type StagedAuditFile } from '@/features/log/utils/audit-files';
import { AuditFilePicker } from './audit-file-picker';
import { AuditResults } from './audit-results';
import { AuditSignerPolicy, EMPTY_POLICY, policyIsValid } from './audit-signer-policy';
import { AuditSummary } from './audit-summary';

function ProgressLine({ progress }: { progress: AuditProgress }) {
  const { stage, done, total } = progress;
  const what =
    stage === 'trust'
      ? `Looking for TrustedRoots and keys among the files: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`
      : `Verified ${done.toLocaleString('en')} of ${total.toLocaleString('en')} files offline`;
  return (
    <Stack gap={4} data-testid="audit-running" data-stage={stage} data-done={done} data-total={total}>
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{what}…</Text>
      </Group>
      <Progress value={total === 0 ? 0 : (100 * done) / total} size="sm" animated />
    </Stack>
  );
}

/**
 * /log/audit: verifies dropped documents and folders with no network. Files are read here and verified by
 * Verity's core on this machine, a batch at a time; an artifact only contributes its SHA-256. Each drop, and
 * each change of Strict or the signer policy, verifies everything staged so far.
 */
export function AuditPage() {
  const staged = useStagedAuditFiles();
  const artifact = useFileDigest();
  const audit = useAuditRun();
  // Strict: a weak pass (no signed checkpoint behind it) fails, as verity-audit verify --strict.
  const [strict, setStrict] = useState(false);
  const [policy, setPolicy] = useState<SignerPolicy>(EMPTY_POLICY);
  const stagedByPath = useMemo(() => new Map(staged.files.map((file) => [file.path, file])), [staged.files]);

  const run = (
    files: StagedAuditFile[],
    settings: { digest?: FileDigest | null; strict?: boolean; policy?: SignerPolicy } = {},
  ) => {
    const digest = settings.digest === undefined ? artifact.digest : settings.digest;
    const signer = settings.policy ?? policy;
    // A pattern that is not a regular expression is marked on its field; the run waits for a valid one.
    if (!policyIsValid(signer)) return;
    const hasPolicy = Object.values(signer).some((values) => values.length > 0);
    void audit.start(files, {
      strict: settings.strict ?? strict,
      policy: hasPolicy ? signer : null,
      artifact: digest ? { name: digest.name, sha256: digest.sha256 } : null,
    });
  };

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
          run(staged.files, { strict: next });
        }}
        data-testid="audit-strict"
      />
      <AuditSignerPolicy
        policy={policy}
        onChange={(next) => {
          setPolicy(next);
          run(staged.files, { policy: next });
        }}
      />
      <AuditFilePicker
        files={staged.files}
        busy={audit.progress !== null}
        onDocuments={(picked) => run(staged.add(picked))}
        onRemove={(path) => run(staged.remove(path))}
        onClear={() => {
          staged.clear();
          audit.reset();
        }}
        artifact={artifact}
        onArtifact={(file) =>
          void artifact.hash(file).then((digest) => digest && run(staged.files, { digest }))
        }
        onClearArtifact={() => {
          artifact.clear();
          run(staged.files, { digest: null });
        }}
      />
      {staged.left > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle />}
          title="Not every file was added"
          data-testid="audit-over-limit"
        >
          {staged.left.toLocaleString('en')} file{staged.left === 1 ? ' was' : 's were'} left out: one audit
          takes up to {MAX_AUDIT_FILES.toLocaleString('en')} files. Verify the rest in another run (Clear all,
          then drop them), or run <code>npx verity-audit verify FOLDER</code>, which takes any number.
        </Alert>
      )}
      {audit.progress && <ProgressLine progress={audit.progress} />}
      <ErrorAlert
        title="The audit did not finish"
        error={audit.error}
        hint={
          audit.run
            ? `${audit.run.files.length.toLocaleString('en')} files were verified before it stopped (below). Retry verifies them all again.`
            : undefined
        }
        onRetry={() => run(staged.files)}
        testId="audit-error"
      />
      {audit.run && (
        <>
          <AuditSummary run={audit.run} />
          <AuditResults
            runId={audit.run.id}
            results={audit.run.files}
            files={stagedByPath}
            proofsDrawn={audit.proofsDrawn}
          />
        </>
      )}
      {staged.files.length === 0 && (
        <Text size="sm" c="dimmed">
          Results appear here per file with both verdicts, every check, the proof drawn and the decoded entry
          and certificate; export them as an audit bundle or a report.
        </Text>
      )}
    </Stack>
  );
}
