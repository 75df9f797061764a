import type { DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { EntryBody } from '../../../verification/tlog/entry-body';
import { statementFromAttestation } from './in-toto-statement';
import { decodeKind } from './kind-decoders';
import { base64Text, decodeMaterial } from './verification-material';

const MAX_JSON_CHARS = 200_000;

function undecodable(reason: string, text: string | null): DecodedBody {
  return {
    kind: 'unknown',
    apiVersion: '',
    fields: [],
    hashes: [],
    certificates: [],
    publicKeys: [],
    statement: null,
    json: (text ?? '').slice(0, MAX_JSON_CHARS),
    warnings: [reason],
  };
}

/**
 * An entry body (base64 of `{"apiVersion","kind","spec"}`) decoded for
 * display, whatever its kind: curated fields for the common kinds, every
 * field for the rest, certificates and keys decoded, and the in-toto
 * statement when the attestation or the envelope carries one.
 */
export function decodeBody(bodyBase64: string, attestationText: string | null = null): DecodedBody {
  const text = base64Text(bodyBase64);
  if (text === null) return undecodable('the body is not base64', null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undecodable('the body is not JSON', text);
  }
  const envelope = EntryBody.safeParse(parsed);
  if (!envelope.success) return undecodable('the body has no "kind"', text);
  const body = envelope.data;
  const apiVersion = body.apiVersion ?? '';
  const parts = decodeKind(body.kind, apiVersion, body.spec);
  const warnings: string[] = [];
  if (parts.decoder === 'generic')
    warnings.push(`${body.kind} ${apiVersion}: every field is listed as stored`);
  const certificates: DecodedBody['certificates'] = [];
  const publicKeys: DecodedBody['publicKeys'] = [];
  for (const { label, encoded } of parts.materials) {
    const decoded = decodeMaterial(label, encoded);
    certificates.push(...decoded.certificates);
    publicKeys.push(...decoded.publicKeys);
    warnings.push(...decoded.warnings);
  }
  const statement = parts.statement ?? (attestationText ? statementFromAttestation(attestationText) : null);
  const signer =
    certificates[0]?.sans[0]?.value ??
    (publicKeys[0] ? `key ${publicKeys[0].fingerprint.slice(0, 16)}…` : null);
  return {
    kind: body.kind,
    apiVersion,
    fields: signer ? [...parts.fields, ['Signer', signer]] : parts.fields,
    hashes: parts.hashes,
    certificates,
    publicKeys,
    statement,
    json: JSON.stringify(parsed, null, 2).slice(0, MAX_JSON_CHARS),
    warnings,
  };
}
