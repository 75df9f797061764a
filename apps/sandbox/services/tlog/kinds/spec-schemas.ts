// Validates a proposed entry against Rekor's own schemas (draft-07, copied under ../schemas, see MANIFEST.md):
// first the wrapper every kind shares (rekor-openapi.yaml definitions: apiVersion, kind, spec, nothing else),
// then the spec against its kind's versioned schema.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isBase64 } from '../../../../../src-main/verification/tlog/encoding';
import dsseKind from '../schemas/dsse/dsse_schema.json';
import dsseV001 from '../schemas/dsse/v0.0.1/dsse_v0_0_1_schema.json';
import hashedrekordKind from '../schemas/hashedrekord/hashedrekord_schema.json';
import hashedrekordV001 from '../schemas/hashedrekord/v0.0.1/hashedrekord_v0_0_1_schema.json';
import intotoKind from '../schemas/intoto/intoto_schema.json';
import intotoV001 from '../schemas/intoto/v0.0.1/intoto_v0_0_1_schema.json';
import intotoV002 from '../schemas/intoto/v0.0.2/intoto_v0_0_2_schema.json';
import rekordKind from '../schemas/rekord/rekord_schema.json';
import rekordV001 from '../schemas/rekord/v0.0.1/rekord_v0_0_1_schema.json';
import { EntryRejection } from './entry-rejection';

/** The versions of each kind this log takes. */
const VERSIONS = {
  hashedrekord: ['0.0.1'],
  rekord: ['0.0.1'],
  dsse: ['0.0.1'],
  intoto: ['0.0.1', '0.0.2'],
} as const satisfies Record<string, readonly string[]>;
export type AcceptedKind = keyof typeof VERSIONS;
const ACCEPTED_KINDS = Object.keys(VERSIONS) as AcceptedKind[];
/** Kinds Rekor knows (rekor-openapi.yaml) that this log does not take. */
const OTHER_REKOR_KINDS = ['rpm', 'jar', 'alpine', 'helm', 'tuf', 'cose', 'rfc3161'];

const SEMVER =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$';

const WRAPPER = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    apiVersion: { type: 'string', pattern: SEMVER },
    spec: { type: 'object' },
  },
  required: ['kind', 'apiVersion', 'spec'],
  additionalProperties: false,
};

const BASE = 'http://rekor.sigstore.dev/types';

/** Where a kind schema's "$ref" finds the schema of one of its versions. */
const versionUrl = (kind: string, version: string) =>
  `${BASE}/${kind}/v${version}/${kind}_v${version.replaceAll('.', '_')}_schema.json`;

/** Each file under the URL its kind schema's "$ref" resolves to (their own "$id"s disagree; see MANIFEST.md). */
const FILES: Array<[string, object]> = [
  [`${BASE}/hashedrekord/hasehedrekord_schema.json`, hashedrekordKind],
  [versionUrl('hashedrekord', '0.0.1'), hashedrekordV001],
  [`${BASE}/rekord/rekord_schema.json`, rekordKind],
  [versionUrl('rekord', '0.0.1'), rekordV001],
  [`${BASE}/dsse/dsse_schema.json`, dsseKind],
  [versionUrl('dsse', '0.0.1'), dsseV001],
  [`${BASE}/intoto/intoto_schema.json`, intotoKind],
  [versionUrl('intoto', '0.0.1'), intotoV001],
  [versionUrl('intoto', '0.0.2'), intotoV002],
];

function createValidator(): {
  wrapper: ValidateFunction;
  spec(kind: AcceptedKind, version: string): ValidateFunction | undefined;
} {
  // strictRequired off: Rekor's schemas put "required" alone in oneOf branches, which is valid draft-07.
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: false });
  // go-openapi's strfmt "byte": standard base64 (encoding/base64 StdEncoding, padded).
  ajv.addFormat('byte', { type: 'string', validate: isBase64 });
  for (const [url, schema] of FILES) {
    // Drop "$id" so each file is known by the URL its referrers use, not by its own (sometimes wrong) one.
    const { $id: _ignored, ...rest } = schema as { $id?: string };
    ajv.addSchema({ ...rest, $id: url });
  }
  return {
    wrapper: ajv.compile(WRAPPER),
    // getSchema compiles a registered schema on first use and keeps it.
    spec: (kind, version) =>
      (VERSIONS[kind] as readonly string[]).includes(version)
        ? ajv.getSchema(versionUrl(kind, version))
        : undefined,
  };
}

let validator: ReturnType<typeof createValidator> | undefined;

function describe(error: ErrorObject, root: string): string {
  const path = error.instancePath === '' ? root : `${root}${error.instancePath.replaceAll('/', '.')}`;
  return `${path} ${error.message ?? 'is invalid'}`;
}

/** Checks the wrapper and the spec; returns the kind and version, or throws an EntryRejection. */
export function validateProposedEntry(value: unknown): {
  kind: AcceptedKind;
  apiVersion: string;
  spec: Record<string, unknown>;
} {
  validator ??= createValidator();
  if (!validator.wrapper(value)) {
    throw new EntryRejection(describe(validator.wrapper.errors![0]!, 'proposedEntry'));
  }
  const { kind, apiVersion, spec } = value as {
    kind: string;
    apiVersion: string;
    spec: Record<string, unknown>;
  };
  if (!ACCEPTED_KINDS.includes(kind as AcceptedKind)) {
    const known = OTHER_REKOR_KINDS.includes(kind);
    throw new EntryRejection(
      known
        ? `${kind} kind is not accepted by this log (it takes ${ACCEPTED_KINDS.join(', ')})`
        : `unknown kind ${JSON.stringify(kind)}; this log takes ${ACCEPTED_KINDS.join(', ')}`,
    );
  }
  const validate = validator.spec(kind as AcceptedKind, apiVersion);
  if (!validate) {
    const versions = VERSIONS[kind as AcceptedKind].join(', ');
    throw new EntryRejection(
      `${kind} implementation for version '${apiVersion}' not found (supported: ${versions})`,
    );
  }
  if (!validate(spec)) throw new EntryRejection(describe(validate.errors![0]!, 'spec'));
  return { kind: kind as AcceptedKind, apiVersion, spec };
}
