import type { DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { IN_TOTO_PAYLOAD_TYPE, InTotoStatement } from '../../../verification/sigstore/dsse';
import { base64Text } from './verification-material';

type Statement = NonNullable<DecodedBody['statement']>;

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

/** An in-toto statement's subjects and predicate type, for display. */
function statementFrom(value: unknown, payloadType: string): Statement | null {
  const statement = InTotoStatement.safeParse(value);
  if (!statement.success) return null;
  const subjects = statement.data.subject.flatMap((subject) =>
    subject === null ? [] : [{ name: subject.name, digests: subject.digest }],
  );
  return { payloadType, predicateType: statement.data.predicateType, subjects: subjects.slice(0, 500) };
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
