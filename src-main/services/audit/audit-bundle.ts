import type { StoredRun } from './audit-types';

const AUDIT_BUNDLE_FORMAT = 'verity-audit-bundle';

/**
 * Everything needed to re-verify a run elsewhere: each input document as
 * given, the trust material used (TrustedRoot documents and PEM keys, from
 * the inputs and the trust store), the artifact digest, and the report. With
 * the CLI: write each `trust.trustedRoots[].json` and `trust.keys[].pem` to a
 * file, then `verity-audit verify --trusted-root … --key … FILE…`.
 */
export function auditBundle(stored: StoredRun): string {
  const { run, artifact, strict, policy, documents, inputTrust, storeRoots, storeKeys } = stored;
  const bundle = {
    format: AUDIT_BUNDLE_FORMAT,
    version: 1,
    createdAt: new Date(run.createdAt).toISOString(),
    artifact,
    // How the documents were judged: verity-audit verify --strict and --identity/--issuer (and -regexp).
    strict,
    policy,
    trust: {
      trustedRoots: [
        ...storeRoots.map((r) => ({ name: r.name, origin: 'trust-store', json: r.json })),
        ...inputTrust
          .filter((m) => m.kind === 'trusted-root')
          .map((m) => ({ name: m.name, origin: 'input', json: m.content })),
      ],
      keys: [
        ...storeKeys.map((k) => ({ name: k.name, baseUrl: k.baseUrl, origin: 'trust-store', pem: k.pem })),
        ...inputTrust
          .filter((m) => m.kind === 'pem')
          .map((m) => ({ name: m.name, baseUrl: null, origin: 'input', pem: m.content })),
      ],
    },
    documents,
    report: run,
  };
  return `${JSON.stringify(bundle, null, 2)}\n`;
}
