import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import {
  TlogContext,
  verifyCheckpointSignatures,
} from '../../../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../../../../src-main/verification/tlog/crypto';
import { trustedKeyFromPem } from '../../../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { PRODUCTION, signatureLine, testLogKey, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';

const checkpoint = fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt');
const trust = trustFrom(PRODUCTION);
const signatureOf = (note: string) => note.slice(note.lastIndexOf('\n\n') + 2);

/** The real checkpoint with its one signature line rewritten by `edit` (on the decoded key ID ‖ signature). */
function editSignature(edit: (bytes: Uint8Array) => void): string {
  const line = signatureOf(checkpoint);
  const [dash, name, encoded] = line.trimEnd().split(' ');
  const bytes = fromBase64(encoded!);
  edit(bytes);
  return checkpoint.replace(line, `${dash} ${name} ${toBase64(bytes)}\n`);
}

describe('real checkpoints', () => {
  it('verifies a production checkpoint with the legacy Timestamp extension line', () => {
    const result = verifyCheckpointSignatures(checkpoint, trust, nodeCrypto);
    expect(result).toMatchObject({ ok: true, detail: 'signed by "rekor.sigstore.dev" (key ID c0d23d6a)' });
    expect(result.checkpoint).toMatchObject({
      origin: 'rekor.sigstore.dev - 2605736670972794746',
      size: 37795272n,
      extensions: ['Timestamp: 1697034484441201852'],
    });
    expect(toHex(result.checkpoint!.rootHash)).toBe(
      'eb4965ee27562358d8459cf173e8ca7e56285bee235b1819686475e404ac5ade',
    );
    expect(result.signatures).toEqual([
      { name: 'rekor.sigstore.dev', keyHint: 'c0d23d6a', status: 'verified', keyId: trust.tlogs[0]!.id },
    ]);
  });

  it('verifies both signed tree heads of the real GET /api/v1/log response', () => {
    const info = fixtureJson<{
      signedTreeHead: string;
      treeSize: number;
      inactiveShards: { signedTreeHead: string; treeSize: number }[];
    }>('api/examples/get-log.rekor.sigstore.dev.json');
    for (const head of [info, ...info.inactiveShards]) {
      const result = verifyCheckpointSignatures(head.signedTreeHead, trust, nodeCrypto);
      expect(result.ok, result.detail).toBe(true);
      expect(result.checkpoint!.size).toBe(BigInt(head.treeSize));
    }
  });

  it('verifies a Rekor v2 Ed25519 checkpoint', () => {
    const bundle = fixtureJson<{
      verificationMaterial: { tlogEntries: { inclusionProof: { checkpoint: { envelope: string } } }[] };
    }>('bundles/sigstore-java.bundle.dsse.rekor-v2.sigstore.json');
    const note = bundle.verificationMaterial.tlogEntries[0]!.inclusionProof.checkpoint.envelope;
    const result = verifyCheckpointSignatures(note, trust, nodeCrypto);
    expect(result).toMatchObject({
      ok: true,
      detail: 'signed by "log2025-1.rekor.sigstore.dev" (key ID cf119915)',
    });
    expect(result.checkpoint!.origin).toBe('log2025-1.rekor.sigstore.dev');
  });
});

describe('checkpoint failures are specific', () => {
  it('bad key hint: no trusted key has it', () => {
    const result = verifyCheckpointSignatures(
      editSignature((b) => b.set([1, 2, 3, 4])),
      trust,
      nodeCrypto,
    );
    expect(result).toMatchObject({
      ok: false,
      detail: 'no trusted key for key ID 01020304 (signer "rekor.sigstore.dev")',
    });
    expect(result.signatures[0]!.status).toBe('unknown-key');
  });

  it('bad signature: the trusted key does not verify it', () => {
    const result = verifyCheckpointSignatures(
      editSignature((b) => (b[20]! ^= 0x40)),
      trust,
      nodeCrypto,
    );
    expect(result.ok).toBe(false);
    expect(result.detail).toBe(
      'the signature of "rekor.sigstore.dev" (key ID c0d23d6a) does not verify over the checkpoint text',
    );
    expect(result.signatures[0]!.status).toBe('invalid');
  });

  it('tampered size: the signature no longer covers the text', () => {
    const result = verifyCheckpointSignatures(
      checkpoint.replace('\n37795272\n', '\n37795273\n'),
      trust,
      nodeCrypto,
    );
    expect(result.checkpoint!.size).toBe(37795273n);
    expect(result).toMatchObject({
      ok: false,
      detail:
        'the signature of "rekor.sigstore.dev" (key ID c0d23d6a) does not verify over the checkpoint text',
    });
  });

  it('malformed notes name the line and the problem', () => {
    const cases: [string, string][] = [
      [
        checkpoint.replace('\u2014 ', '- '),
        'malformed checkpoint: line 6: a signature line must start with "— " (U+2014 EM DASH and a space), found "- rekor.sigs" (hyphen-minus)',
      ],
      [
        checkpoint.replace('\n37795272\n', '\nabc\n'),
        'malformed checkpoint: line 2: the tree size "abc" is not a decimal number',
      ],
      [
        checkpoint.replace('\n\n', '\n'),
        'malformed checkpoint: missing the blank line that separates the note text from its signature lines',
      ],
      [
        checkpoint.replace(/\n/g, '\r\n'),
        'malformed checkpoint: line 1: contains a carriage return (CRLF line ending); signed notes use "\\n" only',
      ],
      [
        'rekor.sigstore.dev - 1\n\n' + signatureOf(checkpoint),
        'malformed checkpoint: the checkpoint text has 1 line; it needs origin, tree size and root hash',
      ],
    ];
    for (const [note, detail] of cases) {
      const result = verifyCheckpointSignatures(note, trust, nodeCrypto);
      expect(result).toMatchObject({ ok: false, checkpoint: null, detail });
    }
  });

  it('with no trust at all, says that nothing was trusted', () => {
    expect(verifyCheckpointSignatures(checkpoint, EMPTY_TRUST, nodeCrypto).detail).toBe(
      'no trusted log keys were given, so no signature can be checked',
    );
  });
});

describe('C2SP semantics for several signatures', () => {
  it('ignores signatures from unknown keys (witness cosignatures)', () => {
    const witness = testLogKey('ed25519', 'witness.example/w1');
    const text = checkpoint.slice(0, checkpoint.lastIndexOf('\n\n') + 1);
    const note = `${checkpoint}${signatureLine('witness.example/w1', witness.key.keyHint, witness.sign(text))}`;
    const result = verifyCheckpointSignatures(note, trust, nodeCrypto);
    expect(result.ok).toBe(true);
    expect(result.signatures.map((s) => s.status)).toEqual(['verified', 'unknown-key']);
    expect(result.detail).toContain(
      'ignored 1 signature(s) from keys not trusted here: "witness.example/w1"',
    );
    expect(verifyCheckpointSignatures(note, witness.trust, nodeCrypto)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('signed by "witness.example/w1"'),
    });
  });

  it('matches key name and key ID together (sigstore-java valid_multi_sig)', () => {
    const bogus = signatureLine('bob.loblaw.dev', fromBase64('wNI9ag=='), new Uint8Array(70).fill(7));
    const result = verifyCheckpointSignatures(`${checkpoint}${bogus}`, trust, nodeCrypto);
    expect(result.ok).toBe(true);
    expect(result.signatures.map((s) => s.status)).toEqual(['verified', 'unknown-key']);
    expect(result.detail).toContain(
      'the signature named "bob.loblaw.dev" has key ID c0d23d6a, which belongs to trusted key "rekor.sigstore.dev"',
    );
  });

  it('a key without a name accepts any signer name, says so, and then a failing one rejects', () => {
    const unnamed = trustedKeyFromPem(fixtureText('keys/rekor.sigstore.dev.pem'), { source: 'pem' });
    const unnamedTrust = { ...EMPTY_TRUST, tlogs: [unnamed] };
    const alone = verifyCheckpointSignatures(checkpoint, unnamedTrust, nodeCrypto);
    expect(alone.ok).toBe(true);
    expect(alone.detail).toContain(
      'trusted key c0d23d6a has no name, so the signer name "rekor.sigstore.dev" was accepted',
    );
    const bogus = signatureLine('bob.loblaw.dev', fromBase64('wNI9ag=='), new Uint8Array(70).fill(7));
    const both = verifyCheckpointSignatures(`${checkpoint}${bogus}`, unnamedTrust, nodeCrypto);
    expect(both.ok).toBe(false);
    expect(both.detail).toMatch(/^the signature of "bob.loblaw.dev" \(key ID c0d23d6a\) does not verify/);
  });

  it('a known key whose signature fails rejects the note even when another verifies', () => {
    const second = testLogKey('p384', 'second.example');
    const text = checkpoint.slice(0, checkpoint.lastIndexOf('\n\n') + 1);
    const trustBoth = { ...trust, tlogs: [...trust.tlogs, second.key] };
    const good = `${checkpoint}${signatureLine('second.example', second.key.keyHint, second.sign(text))}`;
    expect(verifyCheckpointSignatures(good, trustBoth, nodeCrypto)).toMatchObject({ ok: true });
    const bad = `${checkpoint}${signatureLine('second.example', second.key.keyHint, second.sign('other text\n'))}`;
    expect(verifyCheckpointSignatures(bad, trustBoth, nodeCrypto)).toMatchObject({ ok: false });
  });

  it('a context keeps its verifications by note text', () => {
    const context = new TlogContext(trust, nodeCrypto);
    expect(context.verifyCheckpoint(checkpoint)).toBe(context.verifyCheckpoint(checkpoint));
  });
});
