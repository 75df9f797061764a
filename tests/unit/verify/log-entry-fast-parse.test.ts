import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LogEntryValue } from '../../../src-main/verification/tlog/log-entry-value';
import { parseLogEntryValueFast } from '../../../src-main/verification/tlog/log-entry-fast-parse';
import { oddVariants } from '../../support/json-variants';
import { fixtureJson, fixturePath } from './support';

const values = readdirSync(fixturePath('entries')).flatMap((name) =>
  Object.values(fixtureJson<Record<string, unknown>>(`entries/${name}`)),
);

describe('LogEntry values read without zod', () => {
  it('reads every fixture entry as the schema does', () => {
    expect(values.length).toBeGreaterThanOrEqual(6);
    for (const value of values) expect(parseLogEntryValueFast(value)).toEqual(LogEntryValue.parse(value));
  });

  it('accepts nothing the schema rejects, and reads what it accepts the same way', () => {
    let accepted = 0;
    let rejected = 0;
    for (const variant of values.flatMap(oddVariants)) {
      const fast = parseLogEntryValueFast(variant);
      const schema = LogEntryValue.safeParse(variant);
      if (fast === null) {
        rejected++;
        continue;
      }
      accepted++;
      expect(schema.success ? schema.data : schema.error.issues).toEqual(fast);
    }
    // Most odd values are refused; a few are right (an unknown member, a present-but-absent optional).
    expect(rejected).toBeGreaterThan(accepted);
    expect(accepted).toBeGreaterThan(0);
  });
});
