// Command-line arguments of `verity-audit`, parsed strictly: a typo is an error (exit 2), not a default.
import { parseArgs } from 'node:util';
import { SignerPolicy } from '../../src-shared/contract/schemas/verification';

export const USAGE = `Usage: verity-audit verify [options] FILE...
       verity-audit verify [options] --files-from LIST [FILE...]

Verifies transparency-log evidence offline: Sigstore bundles (v0.1-v0.3), Rekor LogEntry responses,
Rekor v2 / transparency-log entries, Rekor LogInfo responses, signed checkpoints, Verity proof files
({"type":"inclusion",...} / {"type":"consistency",...}) and the evidence files of Verity monitor alerts
({"type":"monitor-alert",...}: both checkpoints and the proof; a fork, inconsistent proof or rollback it
confirms fails, with the finding in check "consistency"), and exported Verity journals
({"type":"verity-journal",...}: the head signed by the journal key given with --key, the records chained to
it; an edited, removed or reordered record is named in check "journal-chain"). Nothing is fetched from the
network. A FILE that is a folder stands for every file in it and its subfolders, in name order.

Options:
  --trusted-root FILE   a Sigstore TrustedRoot JSON to trust (repeatable)
  --key FILE            a log public key to trust: PEM ("PUBLIC KEY") or a C2SP verifier key (repeatable)
  --key-name NAME       the checkpoint key name of the preceding --key (Rekor v1: the host name; Rekor v2:
                        the log origin); needed for Ed25519 PEM keys, optional for ECDSA (any name accepted)
  --artifact PATH       the signed artifact, for the bundles' artifact check (repeatable):
                          FILE       the artifact of every bundle
                          DIR        bundle X.sigstore.json, X.sigstore or X.bundle is checked against DIR/X
                          NAME=FILE  the bundle NAME (its path as given, or its file name) against FILE
                        a bundle with no artifact found among DIR and NAME=FILE fails its artifact check
  --identity SAN        require the signing certificate's identity (a SAN: URI or e-mail) to equal SAN
                        (repeatable: any one of them), as cosign's --certificate-identity
  --identity-regexp RE  ... or to match the JavaScript regular expression RE (unanchored: write ^...$)
  --issuer URL          require the certificate's OIDC issuer (Fulcio extension 1.3.6.1.4.1.57264.1.8, or
                        the legacy 1.3.6.1.4.1.57264.1.1) to equal URL (repeatable), as cosign's
                        --certificate-oidc-issuer
  --issuer-regexp RE    ... or to match RE
                        with a policy, a bundle passes only when its certificate matches it (check
                        signer-identity); the failure names the identity and issuer found and required
  --files-from LIST     read more FILEs from the file LIST, one per line or NUL-separated; - reads stdin
  --tlog-only           transparency-log checks only (bundles get bundle verdict "skipped")
  --strict              require a checkpoint signed by a trusted key, as Rekor's VerifyLogEntry does: a
                        SET alone or an inclusion proof to an unsigned root fails instead of passing as
                        "pass (weak: ...)" (JSON: "weak")
  --strict-timestamps   fail a bundle whose RFC 3161 time-stamp does not verify, even when the log's
                        integrated time dates the signature (sigstore-js); by default such time-stamps are
                        reported and set aside (sigstore-python)
  --json                print {"files":[{"file","kind","tlog","bundle","checks":[{"name","ok","detail"}]}]}
  --jobs N              worker threads for large runs (default: one per CPU, used from 32 files on)
  -h, --help            show this help

Without --trusted-root or --key nothing is trusted, so every checkpoint and SET fails as untrusted.

Thousands of files: pass a folder, or feed paths on stdin, e.g.
  find evidence -name '*.sigstore.json' -print0 | verity-audit verify --trusted-root root.json --files-from -
or split them over several runs with xargs (each run prints its own summary; xargs exits 123 if any fails):
  find evidence -name '*.sigstore.json' -print0 | xargs -0 verity-audit verify --trusted-root root.json
The summary counts the files passed, failed and unusable (not evidence Verity knows, or unreadable).

Exit status: 0 every file passes (tlog pass, bundle not fail); 1 some file fails; 2 unusable input or arguments.`;

export interface KeyArgument {
  file: string;
  name: string | null;
}

export interface AuditCliOptions {
  trustedRoots: string[];
  keys: KeyArgument[];
  /** --artifact values as given: FILE, DIR or NAME=FILE (resolved against the file system in artifacts.ts). */
  artifacts: string[];
  signerPolicy: SignerPolicy;
  /** --files-from: a file of paths, or '-' for stdin. */
  filesFrom: string | null;
  json: boolean;
  tlogOnly: boolean;
  /** --strict: a weak tlog pass (no signed checkpoint behind it) fails. */
  strict: boolean;
  strictTimestamps: boolean;
  jobs: number | null;
  files: string[];
}

export type AuditCliParse =
  { kind: 'run'; options: AuditCliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseAuditArgs(args: readonly string[]): AuditCliParse {
  let tokens;
  try {
    ({ tokens } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      tokens: true,
      options: {
        'trusted-root': { type: 'string', multiple: true },
        key: { type: 'string', multiple: true },
        'key-name': { type: 'string', multiple: true },
        artifact: { type: 'string', multiple: true },
        identity: { type: 'string', multiple: true },
        'identity-regexp': { type: 'string', multiple: true },
        issuer: { type: 'string', multiple: true },
        'issuer-regexp': { type: 'string', multiple: true },
        'files-from': { type: 'string' },
        json: { type: 'boolean' },
        'tlog-only': { type: 'boolean' },
        strict: { type: 'boolean' },
        'strict-timestamps': { type: 'boolean' },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const options: AuditCliOptions = {
    trustedRoots: [],
    keys: [],
    artifacts: [],
    signerPolicy: { identities: [], identityRegexps: [], issuers: [], issuerRegexps: [] },
    filesFrom: null,
    json: false,
    tlogOnly: false,
    strict: false,
    strictTimestamps: false,
    jobs: null,
    files: [],
  };
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const value = token.value ?? '';
    switch (token.name) {
      case 'help':
        return { kind: 'help' };
      case 'trusted-root':
        options.trustedRoots.push(value);
        break;
      case 'key':
        options.keys.push({ file: value, name: null });
        break;
      case 'key-name': {
        const last = options.keys[options.keys.length - 1];
        if (last === undefined || last.name !== null)
          return { kind: 'error', message: '--key-name must follow the --key it names' };
        last.name = value;
        break;
      }
      case 'artifact':
        options.artifacts.push(value);
        break;
      case 'identity':
        options.signerPolicy.identities.push(value);
        break;
      case 'identity-regexp':
        options.signerPolicy.identityRegexps.push(value);
        break;
      case 'issuer':
        options.signerPolicy.issuers.push(value);
        break;
      case 'issuer-regexp':
        options.signerPolicy.issuerRegexps.push(value);
        break;
      case 'files-from':
        if (options.filesFrom !== null) return { kind: 'error', message: '--files-from may be given once' };
        options.filesFrom = value;
        break;
      case 'json':
        options.json = true;
        break;
      case 'tlog-only':
        options.tlogOnly = true;
        break;
      case 'strict':
        options.strict = true;
        break;
      case 'strict-timestamps':
        options.strictTimestamps = true;
        break;
      case 'jobs':
        if (!/^[1-9][0-9]{0,2}$/.test(value))
          return { kind: 'error', message: `--jobs must be a whole number from 1 to 999, not "${value}"` };
        options.jobs = Number(value);
        break;
    }
  }
  const [command, ...files] = positionals;
  if (command === undefined)
    return { kind: 'error', message: 'missing command: verity-audit verify [options] FILE...' };
  if (command !== 'verify')
    return { kind: 'error', message: `unknown command "${command}" (the command is "verify")` };
  if (files.length === 0 && options.filesFrom === null)
    return { kind: 'error', message: 'no FILE given to verify' };
  const policyProblem = checkPolicy(options);
  if (policyProblem !== null) return { kind: 'error', message: policyProblem };
  options.files = files;
  return { kind: 'run', options };
}

/** A policy that cannot work is a usage error: an invalid pattern, or bundle checks switched off. */
function checkPolicy(options: AuditCliOptions): string | null {
  const { signerPolicy } = options;
  const given = Object.values(signerPolicy).some((values) => values.length > 0);
  if (given && options.tlogOnly) {
    return '--identity and --issuer are checked against the bundle certificate, which --tlog-only does not check';
  }
  const parsed = SignerPolicy.safeParse(signerPolicy);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const flag = {
    identities: '--identity',
    identityRegexps: '--identity-regexp',
    issuers: '--issuer',
    issuerRegexps: '--issuer-regexp',
  }[String(issue.path[0]) as keyof SignerPolicy];
  const value = signerPolicy[issue.path[0] as keyof SignerPolicy][issue.path[1] as number];
  return `${flag} "${value ?? ''}": ${issue.message}`;
}
