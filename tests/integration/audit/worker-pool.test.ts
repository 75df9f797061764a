import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAuditPool } from '../../../apps/audit/worker-pool';
import { auditMany } from '../../../src-main/verification/audit/audit-document';
import { TlogContext } from '../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../../src-main/verification/tlog/crypto';
import { loadTrustedRoot } from '../../../src-main/verification/tlog/trusted-root';
import { fixture } from './run-cli';

describe('audit worker pool', () => {
  it('gives the in-process results, in input order, and can be reused', async () => {
    const trust = loadTrustedRoot(
      JSON.parse(readFileSync(fixture('keys/trusted_root.production.json'), 'utf8')),
    );
    const texts = [
      'bundles/sigstore-java.bundle.v1.sigstore.json',
      'entries/sigstore-java.jar-entry.prod-shard0.json',
      'checkpoints/sigstore-java.valid.prod-shard1.txt',
      'bundles/sigstore-java.bundle.dsse.rekor-v2.sigstore.json',
    ].map((path) => readFileSync(fixture(path), 'utf8'));
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      text: i === 7 ? 'not a document' : texts[i % texts.length]!,
    }));
    const now = new Date('2026-06-01T00:00:00Z');
    const context = new TlogContext(trust, nodeCrypto);
    const expected = await auditMany(inputs, { context, now, traces: false });
    const pool = createAuditPool({ trust, now, workers: 2, chunkSize: 4 });
    try {
      expect(await pool.audit(inputs)).toEqual(expected);
      expect(await pool.audit(inputs.slice(0, 5))).toEqual(expected.slice(0, 5));
      expect(await pool.audit([])).toEqual([]);
    } finally {
      await pool.close();
    }
    expect(expected[7]).toEqual({
      ok: false,
      error: expect.stringContaining('neither JSON nor a signed checkpoint'),
    });
  }, 60_000);
});
