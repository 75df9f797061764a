import { createHash, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatCheckpoint,
  formatCheckpointBody,
  parseCheckpoint,
  parseCheckpointBody,
  type Checkpoint,
} from '../../../../../src-main/verification/tlog/checkpoint';
import { fromBase64, fromHex, toBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import { formatSignatureLine, NoteParseError } from '../../../../../src-main/verification/tlog/signed-note';
import { fixtureText } from '../../../../support/tlog-fixtures';

const root = fromHex('41edd6e8b5fdde55906614d89ebdcfe7fdfe6734994cce6bfdf05122b554f444');
const hint = fromHex('c0d23d6a');
const signature = Uint8Array.from({ length: 70 }, (_, i) => i + 1);

describe('checkpoint formatting and parsing', () => {
  it('formats the C2SP layout and parses it back', () => {
    const checkpoint: Checkpoint = {
      origin: 'verity-sandbox - 1193050959916656506',
      size: 562247982n,
      rootHash: root,
      extensions: ['Timestamp: 1697034484441201852'],
    };
    const lines = [
      formatSignatureLine('verity-sandbox', hint, signature),
      formatSignatureLine('witness.example/w1', fromHex('01020304'), signature),
    ];
    const note = formatCheckpoint(checkpoint, lines);
    expect(note).toBe(
      'verity-sandbox - 1193050959916656506\n562247982\nQe3W6LX93lWQZhTYnr3P5/3+ZzSZTM5r/fBRIrVU9EQ=\nTimestamp: 1697034484441201852\n\n' +
        `— verity-sandbox ${toBase64(Uint8Array.from([...hint, ...signature]))}\n` +
        `— witness.example/w1 ${toBase64(Uint8Array.from([1, 2, 3, 4, ...signature]))}\n`,
    );
    const parsed = parseCheckpoint(note);
    expect(parsed).toMatchObject({
      origin: checkpoint.origin,
      size: checkpoint.size,
      extensions: checkpoint.extensions,
    });
    expect(parsed.rootHash).toEqual(root);
    expect(parsed.signedText).toBe(formatCheckpointBody(checkpoint));
    expect(parsed.signatures.map((s) => [s.name, s.keyHintHex, s.line])).toEqual([
      ['verity-sandbox', 'c0d23d6a', 6],
      ['witness.example/w1', '01020304', 7],
    ]);
    expect(parsed.signatures[0]?.signature).toEqual(signature);
  });

  it('keeps 64-bit sizes exact', () => {
    const size = 2n ** 64n - 1n;
    const body = formatCheckpointBody({ origin: 'o', size, rootHash: root, extensions: [] });
    expect(parseCheckpointBody(body).size).toBe(size);
    expect(() =>
      formatCheckpointBody({ origin: 'o', size: size + 1n, rootHash: root, extensions: [] }),
    ).toThrow(RangeError);
  });

  it('refuses to format what it could not parse', () => {
    const base = { origin: 'o', size: 1n, rootHash: root, extensions: [] };
    expect(() => formatCheckpointBody({ ...base, origin: '' })).toThrow(/origin/);
    expect(() => formatCheckpointBody({ ...base, rootHash: root.slice(1) })).toThrow(/32 bytes/);
    expect(() => formatCheckpointBody({ ...base, extensions: [''] })).toThrow(/extension/);
    expect(() => formatSignatureLine('has space', hint, signature)).toThrow(/key name/);
    expect(() => formatSignatureLine('name', hint.slice(1), signature)).toThrow(/4 bytes/);
  });
});

describe('the real production checkpoint (sigstore-java valid.txt)', () => {
  const text = fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt');
  const parsed = parseCheckpoint(text);

  it('parses origin, size, root, the Timestamp extension and the signature line', () => {
    expect(parsed.origin).toBe('rekor.sigstore.dev - 2605736670972794746');
    expect(parsed.size).toBe(37795272n);
    expect(toBase64(parsed.rootHash)).toBe('60ll7idWI1jYRZzxc+jKflYoW+4jWxgZaGR15ASsWt4=');
    expect(parsed.extensions).toEqual(['Timestamp: 1697034484441201852']);
    expect(parsed.signatures).toHaveLength(1);
    expect(parsed.signatures[0]).toMatchObject({
      name: 'rekor.sigstore.dev',
      keyHintHex: 'c0d23d6a',
      line: 6,
    });
  });

  it('exposes exactly the signed text: the production key verifies it', () => {
    expect(parsed.signedText).toBe(text.slice(0, text.indexOf('\n\n') + 1));
    const pem = fixtureText('keys/rekor.sigstore.dev.pem');
    const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
    expect(createHash('sha256').update(der).digest('hex').slice(0, 8)).toBe(parsed.signatures[0]?.keyHintHex);
    const sig = parsed.signatures[0]?.signature ?? new Uint8Array();
    expect(verify('sha256', Buffer.from(parsed.signedText), pem, sig)).toBe(true);
  });

  it('parses both shards of a real GET /api/v1/log response', () => {
    const info = JSON.parse(fixtureText('api/examples/get-log.rekor.sigstore.dev.json')) as {
      rootHash: string;
      treeSize: number;
      signedTreeHead: string;
      inactiveShards: Array<{ rootHash: string; treeSize: number; signedTreeHead: string }>;
    };
    for (const head of [info, ...info.inactiveShards]) {
      const checkpoint = parseCheckpoint(head.signedTreeHead);
      expect(toHex(checkpoint.rootHash)).toBe(head.rootHash);
      expect(checkpoint.size).toBe(BigInt(head.treeSize));
      expect(checkpoint.extensions).toEqual([]);
    }
  });
});

describe('parse errors say what is wrong and where', () => {
  const good = fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt');
  const [origin, size, rootLine, extension, blank, sigLine] = good.split('\n');
  const note = (...lines: Array<string | undefined>) => `${lines.join('\n')}\n`;

  const cases: Array<[string, string, RegExp]> = [
    ['an empty note', '', /the note is empty/],
    ['no blank line before the signatures', note(origin, size, rootLine, sigLine), /missing the blank line/],
    ['no final newline', good.slice(0, -1), /does not end with a newline/],
    ['an extra blank line at the end', `${good}\n`, /no signature lines after the last blank line/],
    ['CRLF line endings', good.replaceAll('\n', '\r\n'), /^line 1: contains a carriage return/],
    [
      'a tab',
      note(origin, `${size}\t`, rootLine, blank, sigLine),
      /^line 2: contains the control character U\+0009/,
    ],
    [
      'a non-decimal size',
      note(origin, '37,795,272', rootLine, blank, sigLine),
      /^line 2: the tree size "37,795,272" is not a decimal number/,
    ],
    [
      'a size with a leading zero',
      note(origin, '037795272', rootLine, blank, sigLine),
      /^line 2: .*leading zero/,
    ],
    [
      'a size beyond 64 bits',
      note(origin, '18446744073709551616', rootLine, blank, sigLine),
      /^line 2: .*64 bits/,
    ],
    [
      'a hex root',
      note(
        origin,
        size,
        'eb4965ee27562358d8459cf173e8ca7e5628' + '5bee235b1819686475e404ac5ade',
        blank,
        sigLine,
      ),
      /^line 3: the root hash looks like hex/,
    ],
    [
      'a non-base64 root',
      note(origin, size, 'not*base64*root', blank, sigLine),
      /^line 3: the root hash "not\*base64\*root" is not standard padded base64/,
    ],
    [
      'an unpadded root',
      note(origin, size, rootLine?.replace('=', ''), blank, sigLine),
      /^line 3: .*not standard padded base64/,
    ],
    [
      'a 16-byte root',
      note(origin, size, 'AAAAAAAAAAAAAAAAAAAAAA==', blank, sigLine),
      /^line 3: the root hash decodes to 16 bytes/,
    ],
    [
      'only two lines',
      note(origin, size, blank, sigLine),
      /has 2 lines; it needs origin, tree size and root hash/,
    ],
    [
      'a hyphen instead of the em dash',
      note(origin, size, rootLine, extension, blank, sigLine?.replace('—', '-')),
      /^line 6: a signature line must start with "— ".*hyphen-minus/,
    ],
    ['an en dash', note(origin, size, rootLine, blank, sigLine?.replace('—', '–')), /^line 5: .*en dash/],
    [
      'no space after the em dash',
      note(origin, size, rootLine, blank, sigLine?.replace('— ', '—')),
      /^line 5: .*without a following space/,
    ],
    [
      'a missing signature',
      note(origin, size, rootLine, blank, '— rekor.sigstore.dev'),
      /^line 5: a signature line must be "— <key name> <base64 signature>"/,
    ],
    [
      'a key name with a plus',
      note(origin, size, rootLine, blank, sigLine?.replace('rekor.sigstore.dev', 'a+b')),
      /^line 5: key name "a\+b"/,
    ],
    [
      'a non-base64 signature',
      note(origin, size, rootLine, blank, '— rekor.sigstore.dev wNI9ag!!'),
      /^line 5: the signature of "rekor.sigstore.dev" is not standard padded base64/,
    ],
    [
      'a signature of only a key hint',
      note(origin, size, rootLine, blank, '— rekor.sigstore.dev wNI9ag=='),
      /^line 5: .*decodes to 4 bytes/,
    ],
  ];

  it.each(cases)('reports %s', (_, text, message) => {
    let error: unknown;
    try {
      parseCheckpoint(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(NoteParseError);
    expect((error as Error).message).toMatch(message);
  });

  it('gives the line number as a property too', () => {
    try {
      parseCheckpoint(note(origin, 'x', rootLine, blank, sigLine));
      expect.unreachable();
    } catch (error) {
      expect((error as NoteParseError).line).toBe(2);
    }
  });

  it('accepts the smallest valid signature', () => {
    const parsed = parseCheckpoint(
      note(origin, '0', rootLine, blank, `— n ${toBase64(Uint8Array.of(1, 2, 3, 4, 5))}`),
    );
    expect(parsed.size).toBe(0n);
    expect(parsed.signatures[0]?.signature).toEqual(fromBase64('BQ=='));
  });
});
