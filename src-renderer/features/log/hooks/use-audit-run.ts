import { useCallback, useRef, useState } from 'react';
import { MAX_AUDIT_BATCH_FILES, trustMaterialKind, type AuditRun, type SignerPolicy } from '@/lib/contract';
import { useVerifyAuditFiles } from '../api/verify-audit-files';
import { planBatches, readStagedFile, type AuditFileInput, type StagedAuditFile } from '../utils/audit-files';

/** What the first call sets for the whole run. */
export interface AuditRunSettings {
  strict: boolean;
  policy: SignerPolicy | null;
  artifact: { name: string; sha256: string } | null;
}

export interface AuditProgress {
  /** 'trust': looking through every file for TrustedRoots and keys; 'verify': sending the documents. */
  stage: 'trust' | 'verify';
  done: number;
  total: number;
}

export interface AuditRunState {
  /** The run as far as it went: every file's result so far, the trust used and the whole run's summary. */
  run: AuditRun | null;
  /** false for a run too large to draw every proof: the reports leave the steps out (the checks still run). */
  proofsDrawn: boolean;
  progress: AuditProgress | null;
  error: unknown;
}

const IDLE: AuditRunState = { run: null, proofsDrawn: true, progress: null, error: null };
/** Past this many documents, proof steps are left out: they are most of a report's size. */
const DRAW_PROOFS_UP_TO = 1000;
/** Files read at once while looking for trust material. */
const READ_AT_ONCE = 64;

/** The files among `files` that are trust material, read in groups, reporting how far it got. */
async function findTrust(
  files: readonly StagedAuditFile[],
  onProgress: (done: number) => void,
  current: () => boolean,
): Promise<AuditFileInput[] | null> {
  const trust: AuditFileInput[] = [];
  for (let start = 0; start < files.length; start += READ_AT_ONCE) {
    const read = await Promise.all(files.slice(start, start + READ_AT_ONCE).map(readStagedFile));
    if (!current()) return null;
    trust.push(...read.filter((file) => 'content' in file && trustMaterialKind(file.content) !== null));
    onProgress(Math.min(start + READ_AT_ONCE, files.length));
  }
  return trust;
}

/**
 * Verifies staged files as one run, in batches, so a drop of any size streams through with its progress
 * shown. TrustedRoots and keys anywhere in the drop are found first and sent ahead of every document, so
 * each document is judged against all of them. A new start abandons the run in progress.
 */
export function useAuditRun() {
  const { mutateAsync: verifyBatch } = useVerifyAuditFiles();
  const [state, setState] = useState<AuditRunState>(IDLE);
  const generation = useRef(0);

  const start = useCallback(
    async (files: readonly StagedAuditFile[], settings: AuditRunSettings) => {
      const mine = ++generation.current;
      const current = () => generation.current === mine;
      if (files.length === 0) return setState(IDLE);
      const total = files.length;
      setState({ ...IDLE, progress: { stage: 'trust', done: 0, total } });
      try {
        const trust = await findTrust(
          files,
          (done) => setState((s) => ({ ...s, progress: { stage: 'trust', done, total } })),
          current,
        );
        if (trust === null) return;
        const trustPaths = new Set(trust.map((file) => file.name));
        const documents = files.filter((file) => !trustPaths.has(file.path));
        const proofsDrawn = documents.length <= DRAW_PROOFS_UP_TO;
        const options = {
          ...(proofsDrawn ? {} : { traces: false }),
          ...(settings.strict ? { strict: true } : {}),
          ...(settings.policy ? { policy: settings.policy } : {}),
          ...(settings.artifact ? { artifact: settings.artifact } : {}),
        };
        let runId: string | undefined;
        let done = 0;
        const send = async (batch: AuditFileInput[]) => {
          const answer = await verifyBatch(
            runId === undefined ? { files: batch, ...options } : { runId, files: batch },
          );
          runId = answer.id;
          done += batch.length;
          if (!current()) return false;
          setState((s) => ({
            run: { ...answer, files: [...(s.run?.files ?? []), ...answer.files] },
            proofsDrawn,
            progress: { stage: 'verify', done, total },
            error: null,
          }));
          return true;
        };
        // Trust material goes first, in calls of its own: the run takes it before any document.
        for (let start = 0; start < trust.length; start += MAX_AUDIT_BATCH_FILES) {
          if (!(await send(trust.slice(start, start + MAX_AUDIT_BATCH_FILES)))) return;
        }
        for (const batch of planBatches(documents)) {
          const read = await Promise.all(batch.map(readStagedFile));
          if (!current() || !(await send(read))) return;
        }
        if (current()) setState((s) => ({ ...s, progress: null }));
      } catch (error) {
        if (current()) setState((s) => ({ ...s, progress: null, error }));
      }
    },
    [verifyBatch],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, start, reset };
}
