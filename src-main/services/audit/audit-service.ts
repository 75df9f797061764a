import { randomBytes } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { AuditFileResult, AuditRun } from '../../../src-shared/contract/schemas/audit';
import { auditDocument, type AuditOptions } from '../../verification/audit/audit-document';
import { UnusableInputError } from '../../verification/audit/unusable-input';
import { TlogContext } from '../../verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../verification/tlog/crypto';
import { mergeTrust } from '../../verification/tlog/trusted-root';
import type { TrustStore } from '../trust/trust-store';
import { auditBundle } from './audit-bundle';
import { fileVerdict, renderReportHtml } from './report-html';
import type { AuditInput, StoredRun } from './audit-types';
import { asTrustMaterial } from './trust-material';

/** Runs kept for export; older ones are dropped, also when their inputs together pass the size below. */
const MAX_RUNS = 20;
const MAX_STORED_CHARS = 256 * 1024 * 1024;

/**
 * Offline audit: every file is verified with the trust store plus the trust
 * material among the inputs, with no network at all (this module never sees
 * the HTTP client). Runs stay in memory for export.
 */
export function createAuditService(deps: { trust: TrustStore; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const runs: StoredRun[] = [];
  const storedChars = () =>
    runs.reduce((sum, r) => sum + r.input.files.reduce((n, f) => n + f.content.length, 0), 0);

  async function verify(input: AuditInput): Promise<AuditRun> {
    const classified = input.files.map((file) => ({
      file,
      material: asTrustMaterial(file.name, file.content),
    }));
    const inputTrust = classified.flatMap(({ material }) =>
      material && material.kind !== 'error' ? [material] : [],
    );
    const trust = mergeTrust(deps.trust.trustSet(), ...inputTrust.map((m) => m.trust));
    // Only the artifact's digest crosses the contract; the bundle checks compare it with the signed one.
    const options: AuditOptions = {
      // Documents from one log share checkpoints: each is verified once per run.
      context: new TlogContext(trust, nodeCrypto),
      now: new Date(now()),
      strict: input.strict === true,
      ...(input.artifact
        ? {
            artifactDigest: {
              algorithm: 'sha256',
              digest: new Uint8Array(Buffer.from(input.artifact.sha256, 'hex')),
            },
          }
        : {}),
    };
    const files: AuditFileResult[] = [];
    for (const { file, material } of classified) {
      if (material?.kind === 'error') {
        files.push({ name: file.name, kind: null, report: null, error: material.error });
        continue;
      }
      if (material) continue; // trust material, not a document
      try {
        const report = await auditDocument(file.content, options);
        files.push({ name: file.name, kind: report.kind, report, error: null });
      } catch (error) {
        if (!(error instanceof UnusableInputError)) throw error;
        files.push({ name: file.name, kind: null, report: null, error: error.message });
      }
    }
    const verdicts = files.map(fileVerdict);
    const storeRoots = deps.trust.storedRoots().map(({ name, json }) => ({ name, json }));
    const storeKeys = deps.trust.storedKeys().map(({ name, pem, baseUrl }) => ({ name, pem, baseUrl }));
    const run: AuditRun = {
      id: `audit-${now()}-${randomBytes(4).toString('hex')}`,
      createdAt: now(),
      files,
      trustUsed: [
        ...storeRoots.map((r) => `TrustedRoot "${r.name}" (trust store)`),
        ...storeKeys.map((k) => `log key ${k.name ?? k.baseUrl ?? 'unnamed'} (trust store)`),
        ...inputTrust.map((m) => `${m.kind === 'pem' ? 'public key' : 'TrustedRoot'} ${m.name} (input file)`),
      ],
      summary: {
        pass: verdicts.filter((v) => v === 'pass').length,
        fail: verdicts.filter((v) => v === 'fail').length,
        unusable: verdicts.filter((v) => v === 'unusable').length,
      },
    };
    runs.push({ run, input, inputTrust, storeRoots, storeKeys });
    while (runs.length > MAX_RUNS || (runs.length > 1 && storedChars() > MAX_STORED_CHARS)) runs.shift();
    return run;
  }

  function exportRun(id: string, format: 'audit-bundle' | 'report-json' | 'report-html') {
    const stored = runs.find((r) => r.run.id === id);
    if (!stored) throw new VerityError('NOT_FOUND', 'That audit run is no longer kept; run the audit again');
    switch (format) {
      case 'audit-bundle':
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
          content: renderReportHtml(stored.run, stored.input.artifact ?? null),
        };
    }
  }

  return { verify, export: exportRun };
}

export type AuditService = ReturnType<typeof createAuditService>;
