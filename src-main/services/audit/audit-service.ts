import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { AuditFileResult, AuditRun } from '../../../src-shared/contract/schemas/audit';
import { auditDocument } from '../../verification/audit/audit-document';
import { UnusableInputError } from '../../verification/audit/unusable-input';
import { TlogContext } from '../../verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../verification/tlog/crypto';
import { mergeTrust } from '../../verification/tlog/trusted-root';
import type { TrustStore } from '../trust/trust-store';
import { auditBundle } from './audit-bundle';
import { fileVerdict, renderReportHtml } from './report-html';
import type { AuditInput, StoredRun } from './audit-types';
import { asTrustMaterial, type InputTrust } from './trust-material';

/** Runs kept for export; older ones are dropped, also when their inputs together pass the size below. */
const MAX_RUNS = 20;
const MAX_STORED_CHARS = 256 * 1024 * 1024;
/** Documents verified between two turns of the event loop. */
const YIELD_EVERY = 16;

type InputFile = AuditInput['files'][number];

function describeTrust(material: InputTrust): string {
  return `${material.kind === 'pem' ? 'public key' : 'TrustedRoot'} ${material.name} (input file)`;
}

/**
 * Offline audit: every file is verified with the trust store plus the trust
 * material among the inputs, with no network at all (this module never sees
 * the HTTP client). A run may come in batches (audit.verify with its runId),
 * so a drop of any size is verified as it is sent. Runs stay in memory for export.
 */
export function createAuditService(deps: { trust: TrustStore; now?: () => number; maxStoredChars?: number }) {
  const now = deps.now ?? Date.now;
  const maxStoredChars = deps.maxStoredChars ?? MAX_STORED_CHARS;
  const runs: StoredRun[] = [];
  const storedChars = () =>
    runs.reduce((sum, r) => sum + r.keptChars + r.inputTrust.reduce((n, m) => n + m.content.length, 0), 0);

  function startRun(input: AuditInput): StoredRun {
    const storeRoots = deps.trust.storedRoots().map(({ name, json }) => ({ name, json }));
    const storeKeys = deps.trust.storedKeys().map(({ name, pem, baseUrl }) => ({ name, pem, baseUrl }));
    const stored: StoredRun = {
      run: {
        id: `audit-${now()}-${randomBytes(4).toString('hex')}`,
        createdAt: now(),
        files: [],
        trustUsed: [
          ...storeRoots.map((r) => `TrustedRoot "${r.name}" (trust store)`),
          ...storeKeys.map((k) => `log key ${k.name ?? k.baseUrl ?? 'unnamed'} (trust store)`),
        ],
        summary: { pass: 0, fail: 0, unusable: 0 },
      },
      artifact: input.artifact ?? null,
      strict: input.strict === true,
      policy: input.policy ?? null,
      options: {
        // Documents from one log share checkpoints: each is verified once per run.
        context: new TlogContext(deps.trust.trustSet(), nodeCrypto),
        now: new Date(now()),
        strict: input.strict === true,
        traces: input.traces !== false,
        ...(input.policy ? { signerPolicy: input.policy } : {}),
        // Only the artifact's digest crosses the contract; the bundle checks compare it with the signed one.
        ...(input.artifact
          ? {
              artifactDigest: {
                algorithm: 'sha256',
                digest: new Uint8Array(Buffer.from(input.artifact.sha256, 'hex')),
              },
            }
          : {}),
      },
      documents: [],
      keptChars: 0,
      documentsLeftOut: 0,
      inputTrust: [],
      storeRoots,
      storeKeys,
    };
    runs.push(stored);
    return stored;
  }

  function continueRun(input: AuditInput & { runId: string }): StoredRun {
    const { artifact, strict, policy, traces } = input;
    if (artifact !== undefined || strict !== undefined || policy !== undefined || traces !== undefined) {
      throw new VerityError(
        'VALIDATION',
        'The artifact, Strict, the signer policy and proof steps are set by the first batch of a run; start a new run to change them',
      );
    }
    const stored = runs.find((r) => r.run.id === input.runId);
    if (!stored) throw new VerityError('NOT_FOUND', 'That audit run is no longer kept; run the audit again');
    return stored;
  }

  /**
   * Takes the batch's trust material into the run while no document has been verified yet: every document
   * of a run is judged against the same trust. Later trust material is refused, with why, rather than used
   * for some documents only.
   */
  function takeTrust(stored: StoredRun, files: readonly InputFile[]) {
    const material = new Map<InputFile, ReturnType<typeof asTrustMaterial>>();
    for (const file of files)
      if ('content' in file) material.set(file, asTrustMaterial(file.name, file.content));
    const usable = [...material.values()].flatMap((m) => (m && m.kind !== 'error' ? [m] : []));
    if (usable.length > 0 && stored.documents.length + stored.documentsLeftOut === 0) {
      stored.inputTrust.push(...usable);
      stored.options.context = new TlogContext(
        mergeTrust(deps.trust.trustSet(), ...stored.inputTrust.map((m) => m.trust)),
        nodeCrypto,
      );
      stored.run.trustUsed.push(...usable.map(describeTrust));
    }
    return material;
  }

  async function auditFile(
    stored: StoredRun,
    file: InputFile,
    material: ReturnType<typeof asTrustMaterial> | undefined,
  ): Promise<AuditFileResult | null> {
    const unusable = (error: string): AuditFileResult => ({
      name: file.name,
      kind: null,
      report: null,
      error,
    });
    if ('unreadable' in file) return unusable(`not read: ${file.unreadable}`);
    if (material?.kind === 'error') return unusable(material.error);
    if (material) {
      if (stored.inputTrust.includes(material)) return null; // trust material, listed in trustUsed
      return unusable(
        `${material.kind === 'pem' ? 'a public key' : 'a TrustedRoot'} sent after documents of this run were verified, so not used: send trust material with the first files`,
      );
    }
    // A run larger than what is kept for export is still verified in full; its audit bundle says what it lacks.
    if (stored.keptChars + file.content.length <= maxStoredChars) {
      stored.documents.push({ name: file.name, content: file.content });
      stored.keptChars += file.content.length;
    } else {
      stored.documentsLeftOut += 1;
    }
    try {
      const report = await auditDocument(file.content, stored.options);
      return { name: file.name, kind: report.kind, report, error: null };
    } catch (error) {
      if (!(error instanceof UnusableInputError)) throw error;
      return unusable(error.message);
    }
  }

  async function verify(input: AuditInput): Promise<AuditRun> {
    const stored =
      input.runId === undefined ? startRun(input) : continueRun({ ...input, runId: input.runId });
    const material = takeTrust(stored, input.files);
    const files: AuditFileResult[] = [];
    for (const [index, file] of input.files.entries()) {
      // Verification is CPU work on the main process: let other calls in between, not only between batches.
      if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const result = await auditFile(stored, file, material.get(file));
      if (result) files.push(result);
    }
    stored.run.files.push(...files);
    for (const verdict of files.map(fileVerdict)) stored.run.summary[verdict] += 1;
    while (runs.length > MAX_RUNS || (runs.length > 1 && storedChars() > maxStoredChars)) runs.shift();
    return { ...stored.run, files, trustUsed: [...stored.run.trustUsed], summary: { ...stored.run.summary } };
  }

  function kept(id: string): StoredRun {
    const stored = runs.find((r) => r.run.id === id);
    if (!stored) throw new VerityError('NOT_FOUND', 'That audit run is no longer kept; run the audit again');
    return stored;
  }

  function exportRun(id: string, format: 'audit-bundle' | 'report-json' | 'report-html') {
    const stored = kept(id);
    switch (format) {
      case 'audit-bundle':
        if (stored.documentsLeftOut > 0) {
          throw new VerityError(
            'LIMIT',
            `This run is larger than the ${Math.round(maxStoredChars / 1024 ** 2)} MB of documents kept for an audit bundle (${stored.documentsLeftOut} were verified but not kept). Export the JSON or HTML report, which hold every verdict, and keep the files themselves with it`,
          );
        }
        return {
          fileName: `${id}.audit-bundle.json`,
          mimeType: 'application/json',
          content: auditBundle(stored),
        };
      case 'report-json':
        return {
          fileName: `${id}.report.json`,
          mimeType: 'application/json',
          content: `${JSON.stringify(stored.run, null, 2)}\n`,
        };
      case 'report-html':
        return {
          fileName: `${id}.report.html`,
          mimeType: 'text/html',
          content: renderReportHtml(stored.run, stored.artifact),
        };
    }
  }

  return { verify, export: exportRun };
}

export type AuditService = ReturnType<typeof createAuditService>;
