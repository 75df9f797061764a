import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { readEntryFile } from '../../../apps/sandbox/services/tlog/entry-records';
import { entryLogPath } from '../../../apps/sandbox/services/tlog/tlog-service';
import { parseCheckpoint } from '../../../src-main/verification/tlog/checkpoint';
import { toHex } from '../../../src-main/verification/tlog/encoding';
import { merkleTreeHash } from '../../../src-main/verification/tlog/rfc6962';
import { checkpointVerifies, verifyLogEntry } from './proof-verifier';
import { getJson, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';
import { logInfo, postJson, publicKeyPem, type LogEntryMap, type LogInfo } from './tlog-client';

const realLogInfo = JSON.parse(
  readFileSync(
    new URL('../../fixtures/tlog/api/examples/get-log.rekor.sigstore.dev.json', import.meta.url),
    'utf8',
  ),
) as LogInfo;

let sandbox: HarnessSandbox;
let info: LogInfo;
let pem: string;

beforeAll(async () => {
  const started = performance.now();
  sandbox = await startTestSandbox();
  // First start seeds a few hundred signed entries (certificates minted, signatures verified) in two shards.
  expect(performance.now() - started).toBeLessThan(15_000);
  info = await logInfo(sandbox);
  pem = await publicKeyPem(sandbox);
});
afterAll(() => sandbox.dispose());

describe('GET /api/v1/log', () => {
  it('answers LogInfo with the fields of the real service, an inactive shard included', async () => {
    const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(info)).toEqual(Object.keys(realLogInfo));
    expect(Object.keys(info.inactiveShards[0]!)).toEqual(Object.keys(realLogInfo.inactiveShards[0]!));
    expect(info.rootHash).toMatch(/^[0-9a-f]{64}$/);
    expect(BigInt(info.treeID) < 2n ** 63n).toBe(true);
    expect(info.inactiveShards).toHaveLength(1);
    const total = info.treeSize + info.inactiveShards[0]!.treeSize;
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(400);
  });

  it('serves the RFC 6962 roots of the stored entries, shard by shard', async () => {
    const entries = await readEntryFile(entryLogPath(sandbox.dataDir));
    const frozen = info.inactiveShards[0]!;
    const hashes = entries.map((e) => e.leafHash);
    expect(toHex(merkleTreeHash(hashes.slice(0, frozen.treeSize)))).toBe(frozen.rootHash);
    expect(toHex(merkleTreeHash(hashes.slice(frozen.treeSize)))).toBe(info.rootHash);
  });

  it('signs each shard’s tree head in Rekor’s checkpoint format, and serves the same note again', async () => {
    for (const shard of [info, ...info.inactiveShards]) {
      const checkpoint = parseCheckpoint(shard.signedTreeHead);
      expect(checkpoint.origin).toBe(`verity-sandbox - ${shard.treeID}`);
      expect(checkpoint.size).toBe(BigInt(shard.treeSize));
      expect(toHex(checkpoint.rootHash)).toBe(shard.rootHash);
      const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
      expect(checkpoint.signatures[0]?.keyHintHex).toBe(
        createHash('sha256').update(der).digest('hex').slice(0, 8),
      );
      expect(checkpointVerifies(shard.signedTreeHead, pem)).toBe(true);
    }
    const again = await logInfo(sandbox);
    expect(again.signedTreeHead).toBe(info.signedTreeHead);
    expect(again.inactiveShards[0]!.signedTreeHead).toBe(info.inactiveShards[0]!.signedTreeHead);
  });
});

describe('the seeded entries', () => {
  it('all pass every auditor check (SET, inclusion, checkpoint, logID, entry ID)', async () => {
    const total = info.treeSize + info.inactiveShards[0]!.treeSize;
    const kinds = new Map<string, number>();
    const times: number[] = [];
    for (let start = 0; start < total; start += 10) {
      const logIndexes = Array.from({ length: Math.min(10, total - start) }, (_, i) => start + i);
      const { status, json } = await postJson<LogEntryMap[]>(sandbox, '/api/v1/log/entries/retrieve', {
        logIndexes,
      });
      expect(status).toBe(200);
      for (const map of json) {
        const { entry } = verifyLogEntry(map, pem);
        const body = JSON.parse(Buffer.from(entry.body, 'base64').toString()) as {
          kind: string;
          apiVersion: string;
        };
        kinds.set(`${body.kind} ${body.apiVersion}`, (kinds.get(`${body.kind} ${body.apiVersion}`) ?? 0) + 1);
        times.push(entry.integratedTime);
      }
    }
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]!).toBeLessThan(Date.now() / 1000 - 48 * 3600);
    expect(kinds.get('hashedrekord 0.0.1')).toBeGreaterThan(150);
    expect(kinds.get('dsse 0.0.1')).toBeGreaterThanOrEqual(10);
    expect(kinds.get('intoto 0.0.2')).toBeGreaterThanOrEqual(5);
    expect(kinds.get('intoto 0.0.1')).toBeGreaterThanOrEqual(1);
    expect(kinds.get('rekord 0.0.1')).toBeGreaterThanOrEqual(5);
  });

  it('include Fulcio-style certificates for people and CI, with issuer extensions', async () => {
    const ids = (await postJson<string[]>(sandbox, '/api/v1/index/retrieve', { email: 'alice@example.com' }))
      .json;
    expect(ids.length).toBeGreaterThan(3);
    const entry = Object.values(
      (await getJson<LogEntryMap>(`${sandbox.baseUrl}/api/v1/log/entries/${ids[0]}`)).json,
    )[0]!;
    const body = JSON.parse(Buffer.from(entry.body, 'base64').toString()) as {
      spec: { signature: { publicKey: { content: string } } };
    };
    const cert = new X509Certificate(Buffer.from(body.spec.signature.publicKey.content, 'base64'));
    expect(cert.subjectAltName).toBe('email:alice@example.com');
    expect(cert.subject ?? '').toBe('');
    expect(cert.keyUsage).toContain('1.3.6.1.5.5.7.3.3');
    const notBefore = Date.parse(cert.validFrom) / 1000;
    expect(entry.integratedTime).toBeGreaterThanOrEqual(notBefore);
    expect(entry.integratedTime).toBeLessThanOrEqual(Date.parse(cert.validTo) / 1000);
    expect(cert.raw.includes(Buffer.from('https://accounts.google.com'))).toBe(true);
    const ci = (
      await postJson<string[]>(sandbox, '/api/v1/index/retrieve', {
        subject: 'https://github.com/verity-demo/widget/.github/workflows/release.yml@refs/tags/v1.0.0',
      })
    ).json;
    expect(ci.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/v1/log/publicKey', () => {
  it('serves the log key as PEM, for every shard, and refuses an unknown tree ID', async () => {
    const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log/publicKey`);
    expect(response.headers['content-type']).toBe('application/x-pem-file');
    expect(createPublicKey(response.body).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(await publicKeyPem(sandbox, info.treeID)).toBe(pem);
    expect(await publicKeyPem(sandbox, info.inactiveShards[0]!.treeID)).toBe(pem);
    const other = await getJson(`${sandbox.baseUrl}/api/v1/log/publicKey?treeID=42`);
    expect(other).toMatchObject({
      status: 400,
      json: { code: 400, message: 'tree ID 42 is not a shard of this log' },
    });
    const malformed = await getJson(`${sandbox.baseUrl}/api/v1/log/publicKey?treeID=abc`);
    expect(malformed).toMatchObject({
      status: 422,
      json: { code: 605, message: "treeID in query should match '^[0-9]+$'" },
    });
  });
});

describe('Rekor routing', () => {
  it('answers an unknown path under /api/v1 with a Rekor 404, a wrong method with a 405', async () => {
    expect((await getJson(`${sandbox.baseUrl}/api/v1/nothing`)).json).toEqual({
      code: 404,
      message: 'path /api/v1/nothing was not found',
    });
    const wrong = await getJson(`${sandbox.baseUrl}/api/v1/log`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
    expect(wrong.json).toEqual({ code: 405, message: 'method DELETE is not allowed, but [GET] are' });
  });
});

describe('log state on disk', () => {
  it('keeps the key private and the same shards, key and roots across a restart', async () => {
    const restarted = await startTestSandbox({ tlog: { seed: false } });
    const first = await logInfo(restarted);
    const firstKey = await publicKeyPem(restarted);
    await restarted.close();
    expect((await stat(`${restarted.dataDir}/tlog/signing-key.pem`)).mode & 0o777).toBe(0o600);
    expect(first.treeSize).toBe(0);

    const again = await startSandbox({ port: 0, dataDir: restarted.dataDir });
    try {
      const second = await logInfo(again);
      expect(second.treeID).toBe(first.treeID);
      expect(second.rootHash).toBe(first.rootHash);
      expect(second.treeSize).toBe(0);
      expect(await publicKeyPem(again)).toBe(firstKey);
    } finally {
      await again.close();
      await restarted.dispose();
    }
  });
});
