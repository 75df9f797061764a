// artifact: the given artifact is the one the bundle is about. Message signatures: its digest equals
// messageDigest. DSSE in-toto: its digest is one of the statement's subject digests
// (in-toto/attestation:spec/v1/statement.md). Without an artifact there is nothing to compare.
import type { Check } from '../../../src-shared/contract/schemas/verification';
import type { BundleContent, ParsedBundle } from './bundle-parse';
import { bundleCheck, type BundleVerifyOptions } from './check';
import { IN_TOTO_PAYLOAD_TYPE, matchingSubjects, readStatementSubjects, type StatementSubject } from './dsse';
import { bytesEqual, digest, HASH_LABELS, type HashName } from './hashes';
import { plural, shortHex } from './text';

const NO_ARTIFACT_MESSAGE =
  "no artifact given: the signature was checked against the bundle's message digest only";
const NO_ARTIFACT_DSSE =
  'no artifact given: the DSSE payload was verified, but not matched against an artifact';

function checkMessageDigest(
  content: Extract<BundleContent, { kind: 'message-signature' }>,
  options: BundleVerifyOptions,
): Check {
  const label = HASH_LABELS[content.hash];
  const expected = shortHex(content.digest);
  if (options.artifact) {
    const actual = digest(content.hash, options.artifact);
    return bytesEqual(actual, content.digest)
      ? bundleCheck(
          'artifact',
          true,
          `${label} of the artifact (${plural(options.artifact.length, 'byte')}) equals the bundle's messageDigest ${expected}`,
        )
      : bundleCheck(
          'artifact',
          false,
          `${label} of the artifact is ${shortHex(actual)}, but the bundle's messageDigest is ${expected}`,
        );
  }
  const given = options.artifactDigest as NonNullable<BundleVerifyOptions['artifactDigest']>;
  if (content.hash !== 'sha256') {
    return bundleCheck(
      'artifact',
      false,
      `the given digest is SHA-256 but the bundle's messageDigest is ${label}: they cannot be compared`,
    );
  }
  return bytesEqual(given.digest, content.digest)
    ? bundleCheck(
        'artifact',
        true,
        `the given SHA-256 artifact digest equals the bundle's messageDigest ${expected}`,
      )
    : bundleCheck(
        'artifact',
        false,
        `the given SHA-256 artifact digest ${shortHex(given.digest)} differs from the bundle's messageDigest ${expected}`,
      );
}

function describeSubjects(subjects: StatementSubject[]): string {
  const shown = subjects.slice(0, 3).map((subject) => {
    const [hash, value] = Object.entries(subject.digests)[0] ?? ['?', ''];
    return `"${subject.name}" ${hash}:${value.slice(0, 16)}…`;
  });
  return shown.join(', ') + (subjects.length > 3 ? `, and ${subjects.length - 3} more` : '');
}

function checkStatementSubject(
  content: Extract<BundleContent, { kind: 'dsse' }>,
  options: BundleVerifyOptions,
): Check {
  if (content.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
    return bundleCheck(
      'artifact',
      false,
      `the DSSE payload type is "${content.payloadType}", not an in-toto statement: an artifact cannot be matched to it`,
    );
  }
  const subjects = readStatementSubjects(content.payload);
  if (typeof subjects === 'string') return bundleCheck('artifact', false, subjects);
  const artifactDigests: Partial<Record<HashName, Uint8Array>> = {};
  if (options.artifact) {
    const wanted = new Set(subjects.flatMap((subject) => Object.keys(subject.digests) as HashName[]));
    for (const hash of wanted) artifactDigests[hash] = digest(hash, options.artifact);
  } else if (options.artifactDigest) {
    artifactDigests.sha256 = options.artifactDigest.digest;
  }
  const what = options.artifact ? 'the artifact' : 'the given SHA-256 artifact digest';
  const matches = matchingSubjects(subjects, artifactDigests);
  const [first] = matches;
  if (first === undefined) {
    return bundleCheck(
      'artifact',
      false,
      `${what} matches none of the ${plural(subjects.length, 'subject')} of the in-toto statement (${describeSubjects(subjects)})`,
    );
  }
  return bundleCheck(
    'artifact',
    true,
    `${HASH_LABELS[first.hash]} of ${what} matches subject "${first.subject.name}" of the in-toto statement (${plural(subjects.length, 'subject')})`,
  );
}

export function checkArtifact(bundle: ParsedBundle, options: BundleVerifyOptions): Check {
  const { content } = bundle;
  if (!options.artifact && !options.artifactDigest) {
    if (options.artifactMissing) return bundleCheck('artifact', false, options.artifactMissing);
    return bundleCheck('artifact', null, content.kind === 'dsse' ? NO_ARTIFACT_DSSE : NO_ARTIFACT_MESSAGE);
  }
  return content.kind === 'dsse'
    ? checkStatementSubject(content, options)
    : checkMessageDigest(content, options);
}
