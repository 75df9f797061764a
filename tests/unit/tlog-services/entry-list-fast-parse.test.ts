import { describe, expect, it } from 'vitest';
import { parseEntryListFast } from '../../../src-main/services/tlog/entry-list-fast-parse';
import { RekorEntryList } from '../../../src-main/services/tlog/rekor-schemas';
import {
  readAndKeepLogEntryValue,
  readLogEntryValue,
} from '../../../src-main/verification/tlog/log-entry-value';
import { oddVariants } from '../../support/json-variants';
import { fixtureText } from './fixtures';

const maps = [
  'entries/sigstore-java.jar-entry.prod-shard0.json',
  'entries/derived.conformance.happy-path-v0.1.logentry.json',
  'entries/sigstore-java.entry-no-inclusion-proof.staging.json',
].map((path) => JSON.parse(fixtureText(path)) as Record<string, Record<string, unknown>>);
const [id, value] = Object.entries(maps[0]!)[0]!;
const attested = { [id]: { ...value, attestation: { data: 'AAAA' } } };

describe('entry lists read without zod', () => {
  it('reads a served list as the schema does', () => {
    const list = [...maps, attested];
    expect(parseEntryListFast(list)).toEqual(RekorEntryList.parse(list));
    expect(parseEntryListFast([])).toEqual([]);
  });

  it('accepts nothing the schema rejects, and reads what it accepts the same way', () => {
    const variants = [
      ...[...maps, attested].flatMap((map) => oddVariants(map).map((variant) => [variant])),
      Array.from({ length: 11 }, () => maps[0]),
      maps[0],
      [{ ['0'.repeat(63)]: value }],
      [{ [id.toUpperCase()]: value }],
      [[value]],
      [null],
    ];
    let accepted = 0;
    for (const variant of variants) {
      const fast = parseEntryListFast(variant);
      if (fast === null) continue;
      accepted++;
      const schema = RekorEntryList.safeParse(variant);
      expect(schema.success ? schema.data : schema.error.issues).toEqual(fast);
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(variants.length / 2);
  });

  it('reads each entry for its checks on the way, and an entry those reject by the schema alone', () => {
    const list = structuredClone(maps);
    const values = list.flatMap((map) => Object.values(map));
    expect(parseEntryListFast(list)).toEqual(RekorEntryList.parse(list));
    // The checks get the very read the list made, not a second one.
    for (const value of values) expect(readLogEntryValue(value)).toBe(readLogEntryValue(value));
    const reread = structuredClone(values[0]!);
    expect(readLogEntryValue(reread)).toEqual(readLogEntryValue(values[0]!));

    // Base64 with stray trailing bits passes the schema's pattern but not the checks' strict decoding: the
    // list is still read as the schema reads it, and the checks then name the problem for that entry alone.
    const sloppy = structuredClone(maps[0]!);
    const entry = Object.values(sloppy)[0]! as { verification: { signedEntryTimestamp: string } };
    entry.verification.signedEntryTimestamp = 'AAB=';
    expect(readAndKeepLogEntryValue(entry)).toBeNull();
    expect(parseEntryListFast([sloppy])).toEqual(RekorEntryList.parse([sloppy]));
    expect(readLogEntryValue(entry)).toMatch(/^not a Rekor LogEntry: .*signedEntryTimestamp/);
  });
});
