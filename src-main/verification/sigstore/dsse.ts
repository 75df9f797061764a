// DSSE envelopes (secure-systems-lab/dsse:protocol.md) and the in-toto statements they carry
// (in-toto/attestation:spec/v1/statement.md).
import { z } from 'zod';
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

/**
 * An in-toto statement (in-toto/attestation:spec/v1/statement.md), read leniently for the artifact check
 * and the explorer alike: a subject that is not an object is null, a name that is not a string is empty,
 * and a subject's digests are its string-valued [algorithm, digest] pairs.
 */
export const InTotoStatement = z.looseObject({
  subject: z.array(
    z
      .looseObject({
        name: z.string().catch(''),
        digest: z
          .record(z.string(), z.unknown())
          .catch({})
          .transform((set) =>
            Object.entries(set).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
          ),
      })
      .nullable()
      .catch(null),
  ),
  predicateType: z.string().nullable().catch(null),
});

/** The subjects of an in-toto statement, or a reason it is not one. */
export function readStatementSubjects(payload: Uint8Array): StatementSubject[] | string {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    return 'the payload is not UTF-8 JSON';
  }
  const statement = InTotoStatement.safeParse(json);
  if (!statement.success) return 'the in-toto statement has no subject list';
  return statement.data.subject.map((subject) => ({
    name: subject?.name ?? '',
    // in-toto/attestation:spec/v1/digest_set.md names these hashes as node:crypto does.
    digests: Object.fromEntries(
      (subject?.digest ?? []).flatMap(([hash, value]) =>
        isHashName(hash) ? [[hash, value.toLowerCase()]] : [],
      ),
    ),
  }));
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
