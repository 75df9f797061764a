// Command-line arguments of `verity-audit`, parsed strictly: a typo is an error (exit 2), not a default.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: verity-audit verify [options] FILE...

Verifies transparency-log evidence offline: Sigstore bundles (v0.1-v0.3), Rekor LogEntry responses,
Rekor v2 / transparency-log entries, Rekor LogInfo responses, signed checkpoints, and Verity proof files
({"type":"inclusion",...} / {"type":"consistency",...}). Nothing is fetched from the network.

Options:
  --trusted-root FILE   a Sigstore TrustedRoot JSON to trust (repeatable)
  --key FILE            a log public key to trust: PEM ("PUBLIC KEY") or a C2SP verifier key (repeatable)
  --key-name NAME       the checkpoint key name of the preceding --key (Rekor v1: the host name; Rekor v2:
                        the log origin); needed for Ed25519 PEM keys, optional for ECDSA (any name accepted)
  --artifact FILE       the signed artifact, for the bundles' artifact check
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

Exit status: 0 every file passes (tlog pass, bundle not fail); 1 some file fails; 2 unusable input or arguments.`;

export interface KeyArgument {
  file: string;
  name: string | null;
}

interface AuditCliOptions {
  trustedRoots: string[];
  keys: KeyArgument[];
  artifact: string | null;
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
        artifact: { type: 'string' },
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
    artifact: null,
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
        if (options.artifact !== null) return { kind: 'error', message: '--artifact may be given once' };
        options.artifact = value;
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
  if (files.length === 0) return { kind: 'error', message: 'no FILE given to verify' };
  options.files = files;
  return { kind: 'run', options };
}
