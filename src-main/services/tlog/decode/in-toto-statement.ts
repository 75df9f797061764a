import type { DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { base64Text } from './verification-material';

type Statement = NonNullable<DecodedBody['statement']>;

const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An in-toto statement's subjects and predicate type (in-toto/attestation:spec/v1/statement.md). */
function statementFrom(value: unknown, payloadType: string): Statement | null {
  const statement = record(value);
  if (!statement || !Array.isArray(statement.subject)) return null;
  const subjects = statement.subject.flatMap((item) => {
    const subject = record(item);
    if (!subject) return [];
    const digests = Object.entries(record(subject.digest) ?? {})
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      .map(([algorithm, digest]) => [algorithm, digest] as [string, string]);
    return [{ name: typeof subject.name === 'string' ? subject.name : '', digests }];
  });
  return {
    payloadType,
    predicateType: typeof statement.predicateType === 'string' ? statement.predicateType : null,
    subjects: subjects.slice(0, 500),
  };
}

/**
 * The statement carried by an entry's attestation, when Rekor stored one:
 * either the DSSE payload itself, or a whole envelope whose payload is the
 * statement (base64). Anything else yields null.
 */
export function statementFromAttestation(text: string): Statement | null {
  const parsed = parseJson(text);
  const envelope = record(parsed);
  if (envelope && typeof envelope.payload === 'string') {
    const payloadType =
      typeof envelope.payloadType === 'string' ? envelope.payloadType : IN_TOTO_PAYLOAD_TYPE;
    const payload = base64Text(envelope.payload);
    return payload === null ? null : statementFrom(parseJson(payload), payloadType);
  }
  return statementFrom(parsed, IN_TOTO_PAYLOAD_TYPE);
}
