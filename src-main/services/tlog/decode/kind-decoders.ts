// What each Rekor entry kind stores (sigstore/rekor:pkg/types/<kind>/<version>/*_schema.json), picked out
// for display. Kinds without a decoder here fall back to a listing of every field.
import type { DecodedBody } from '../../../../src-shared/contract/schemas/log-entries';
import { statementFromAttestation } from './in-toto-statement';
import { list, str } from '../../../verification/tlog/entry-body';
import { hashObjects, leaves, shorten } from './spec-walk';
import { base64Text } from './verification-material';

export interface KindParts {
  fields: Array<[string, string]>;
  hashes: DecodedBody['hashes'];
  /** Base64 verification material (certificates or keys) with where it was found. */
  materials: Array<{ label: string; encoded: string }>;
  statement: DecodedBody['statement'];
}

type Decoder = (spec: unknown) => KindParts;

const field = (label: string, value: string | null): Array<[string, string]> =>
  value === null ? [] : [[label, shorten(value)]];

function hashField(label: string, spec: unknown, path: string): Array<[string, string]> {
  const algorithm = str(spec, `${path}.algorithm`);
  const value = str(spec, `${path}.value`);
  return algorithm && value ? [[label, `${algorithm}:${value}`]] : [];
}

const material = (label: string, encoded: string | null) => (encoded ? [{ label, encoded }] : []);

const hashedrekord: Decoder = (spec) => ({
  fields: [
    ...hashField('Artifact hash', spec, 'data.hash'),
    ...field('Signature', str(spec, 'signature.content')),
  ],
  hashes: hashObjects(spec),
  materials: material('signature.publicKey', str(spec, 'signature.publicKey.content')),
  statement: null,
});

const rekord: Decoder = (spec) => ({
  fields: [
    ...field('Signature format', str(spec, 'signature.format')),
    ...hashField('Data hash', spec, 'data.hash'),
    ...field('Data URL', str(spec, 'data.url')),
    ...field('Signature', str(spec, 'signature.content')),
  ],
  hashes: hashObjects(spec),
  materials: material('signature.publicKey', str(spec, 'signature.publicKey.content')),
  statement: null,
});

const dsse: Decoder = (spec) => {
  const signatures = list(spec, 'signatures');
  return {
    fields: [
      ...hashField('Envelope hash', spec, 'envelopeHash'),
      ...hashField('Payload hash', spec, 'payloadHash'),
      ['Signatures', String(signatures.length)],
      ...signatures.flatMap((_, i) => field(`Signature ${i + 1}`, str(spec, `signatures.${i}.signature`))),
    ],
    hashes: hashObjects(spec),
    materials: signatures.flatMap((_, i) =>
      material(`signatures.${i}.verifier`, str(spec, `signatures.${i}.verifier`)),
    ),
    statement: null,
  };
};

const intotoV1: Decoder = (spec) => ({
  fields: [
    ...hashField('Envelope hash', spec, 'content.hash'),
    ...hashField('Payload hash', spec, 'content.payloadHash'),
  ],
  hashes: hashObjects(spec),
  materials: material('publicKey', str(spec, 'publicKey')),
  statement: null,
});

const intotoV2: Decoder = (spec) => {
  const signatures = list(spec, 'content.envelope.signatures');
  const payloadType = str(spec, 'content.envelope.payloadType');
  const payload = str(spec, 'content.envelope.payload');
  return {
    fields: [
      ...field('Payload type', payloadType),
      ...hashField('Envelope hash', spec, 'content.hash'),
      ...hashField('Payload hash', spec, 'content.payloadHash'),
      ['Signatures', String(signatures.length)],
      ...signatures.flatMap((_, i) => {
        // The envelope's `sig` is itself base64 of the base64 signature (intoto v0.0.2 schema).
        const sig = str(spec, `content.envelope.signatures.${i}.sig`);
        return field(`Signature ${i + 1}`, sig === null ? null : (base64Text(sig) ?? sig));
      }),
    ],
    hashes: hashObjects(spec),
    materials: signatures.flatMap((_, i) =>
      material(
        `content.envelope.signatures.${i}.publicKey`,
        str(spec, `content.envelope.signatures.${i}.publicKey`),
      ),
    ),
    statement:
      payload === null
        ? null
        : statementFromAttestation(JSON.stringify({ payloadType: payloadType ?? '', payload })),
  };
};

/** Every field of an unknown kind, with any embedded certificate or key decoded. */
const generic: Decoder = (spec) => {
  const all = leaves(spec);
  return {
    fields: all.map((leaf): [string, string] => [leaf.path, shorten(leaf.value)]),
    hashes: hashObjects(spec),
    materials: all
      .filter(
        (leaf) =>
          leaf.value.length >= 40 &&
          /-----BEGIN |untrusted comment:|^ssh-/m.test(base64Text(leaf.value) ?? ''),
      )
      .map((leaf) => ({ label: leaf.path, encoded: leaf.value })),
    statement: null,
  };
};

const DECODERS: Record<string, Decoder> = {
  'hashedrekord/0.0.1': hashedrekord,
  'rekord/0.0.1': rekord,
  'dsse/0.0.1': dsse,
  'intoto/0.0.1': intotoV1,
  'intoto/0.0.2': intotoV2,
};

export function decodeKind(kind: string, apiVersion: string, spec: unknown): KindParts & { decoder: string } {
  const decoder = DECODERS[`${kind}/${apiVersion}`];
  if (decoder) return { ...decoder(spec), decoder: `${kind}/${apiVersion}` };
  return { ...generic(spec), decoder: 'generic' };
}
