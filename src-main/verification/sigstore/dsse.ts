// DSSE envelopes (secure-systems-lab/dsse:protocol.md) and the in-toto statements they carry
// (in-toto/attestation:spec/v1/statement.md).
import { isHashName, type HashName } from './hashes';

export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

/** PAE(type, body) = "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, LEN in ASCII decimal bytes. */
export function preAuthEncoding(payloadType: string, payload: Uint8Array): Uint8Array {
  const type = new TextEncoder().encode(payloadType);
  const header = new TextEncoder().encode(`DSSEv1 ${type.length} ${payloadType} ${payload.length} `);
  const out = new Uint8Array(header.length + payload.length);
  out.set(header, 0);
  out.set(payload, header.length);
  return out;
}

export interface StatementSubject {
  name: string;
  /** Lowercase hex digests by hash, for the algorithms this verifier can compute. */
  digests: Partial<Record<HashName, string>>;
}

/** The subjects of an in-toto statement, or a reason it is not one. */
export function readStatementSubjects(payload: Uint8Array): StatementSubject[] | string {
  let statement: unknown;
  try {
    statement = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    return 'the payload is not UTF-8 JSON';
  }
  const subjects = (statement as { subject?: unknown } | null)?.subject;
  if (!Array.isArray(subjects)) return 'the in-toto statement has no subject list';
  return subjects.map((subject: unknown) => {
    const { name, digest } = (subject ?? {}) as { name?: unknown; digest?: unknown };
    const digests: Partial<Record<HashName, string>> = {};
    if (typeof digest === 'object' && digest !== null) {
      for (const [algorithm, value] of Object.entries(digest)) {
        // in-toto/attestation:spec/v1/digest_set.md names these hashes as node:crypto does.
        if (isHashName(algorithm) && typeof value === 'string') digests[algorithm] = value.toLowerCase();
      }
    }
    return { name: typeof name === 'string' ? name : '', digests };
  });
}

/** The subjects whose digest (for some hash in `artifactDigests`) equals the artifact's. */
export function matchingSubjects(
  subjects: StatementSubject[],
  artifactDigests: Partial<Record<HashName, Uint8Array>>,
): { subject: StatementSubject; hash: HashName }[] {
  const matches: { subject: StatementSubject; hash: HashName }[] = [];
  for (const subject of subjects) {
    for (const [hash, value] of Object.entries(artifactDigests) as [HashName, Uint8Array][]) {
      if (subject.digests[hash] === Buffer.from(value).toString('hex')) {
        matches.push({ subject, hash });
        break;
      }
    }
  }
  return matches;
}
