import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { p256 } from '@noble/curves/nist.js';
import canonicalize from 'canonicalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntryLog } from '../../../apps/sandbox/services/tlog/entry-log';
import { entryLogPath } from '../../../apps/sandbox/services/tlog/tlog-service';
import { startSandbox } from '../../../apps/sandbox/server';
import { parseCheckpoint } from '../../../src-shared/tlog/checkpoint';
import { fromHex, toHex } from '../../../src-shared/tlog/encoding';
import { merkleTreeHash } from '../../../src-shared/tlog/rfc6962';
import { getJson, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

interface LogInfo {
  rootHash: string;
  treeSize: number;
  signedTreeHead: string;
  treeID: string;
  inactiveShards: unknown[];
}

const realLogInfo = JSON.parse(
  readFileSync(
    new URL('../../fixtures/tlog/api/examples/get-log.rekor.sigstore.dev.json', import.meta.url),
    'utf8',
  ),
) as LogInfo;

let sandbox: HarnessSandbox;
let info: LogInfo;
let publicKeyPem: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  info = (await getJson<LogInfo>(`${sandbox.baseUrl}/api/v1/log`)).json;
  publicKeyPem = (await rawRequest(`${sandbox.baseUrl}/api/v1/log/publicKey`)).body;
});
afterAll(() => sandbox.dispose());

describe('GET /api/v1/log', () => {
  it('answers LogInfo with the fields and types of the real service', async () => {
    const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(info).sort()).toEqual(Object.keys(realLogInfo).sort());
    expect(info.rootHash).toMatch(/^[0-9a-f]{64}$/);
    expect(info.treeID).toMatch(/^[1-9][0-9]*$/);
    expect(BigInt(info.treeID) < 2n ** 63n).toBe(true);
    expect(info.treeSize).toBe(12);
    expect(info.inactiveShards).toEqual([]);
  });

  it('serves the RFC 6962 root of the stored entries', async () => {
    const entries = await EntryLog.read(entryLogPath(sandbox.dataDir));
    expect(entries).toHaveLength(info.treeSize);
    expect(toHex(merkleTreeHash(entries.map((e) => e.leafHash)))).toBe(info.rootHash);
  });

  it('signs a checkpoint for that tree head, verifiable with the served key', () => {
    const checkpoint = parseCheckpoint(info.signedTreeHead);
    expect(checkpoint.origin).toBe(`verity-sandbox - ${info.treeID}`);
    expect(checkpoint.size).toBe(BigInt(info.treeSize));
    expect(toHex(checkpoint.rootHash)).toBe(info.rootHash);
    expect(checkpoint.extensions).toEqual([]);
    const [signature] = checkpoint.signatures;
    expect(signature?.name).toBe('verity-sandbox');

    const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
    const logId = createHash('sha256').update(der).digest('hex');
    expect(signature?.keyHintHex).toBe(logId.slice(0, 8));
    expect(
      verify(
        'sha256',
        Buffer.from(checkpoint.signedText),
        publicKeyPem,
        signature?.signature ?? new Uint8Array(),
      ),
    ).toBe(true);
    const tampered = checkpoint.signedText.replace(`\n${info.treeSize}\n`, `\n${info.treeSize + 1}\n`);
    expect(
      verify('sha256', Buffer.from(tampered), publicKeyPem, signature?.signature ?? new Uint8Array()),
    ).toBe(false);
  });

  it('seeds realistic hashedrekord entries whose signatures verify over the artifact digest', async () => {
    const entries = await EntryLog.read(entryLogPath(sandbox.dataDir));
    const times = entries.map((e) => e.integratedTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(entries.map((e) => toHex(e.leafHash))).size).toBe(entries.length);
    for (const entry of entries) {
      const text = Buffer.from(entry.body).toString('utf8');
      const body = JSON.parse(text) as {
        apiVersion: string;
        kind: string;
        spec: {
          data: { hash: { algorithm: string; value: string } };
          signature: { content: string; publicKey: { content: string } };
        };
      };
      expect(canonicalize(body)).toBe(text);
      expect(body).toMatchObject({
        apiVersion: '0.0.1',
        kind: 'hashedrekord',
        spec: { data: { hash: { algorithm: 'sha256' } } },
      });
      const signerPem = Buffer.from(body.spec.signature.publicKey.content, 'base64').toString('utf8');
      expect(signerPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      const jwk = createPublicKey(signerPem).export({ format: 'jwk' });
      const point = Buffer.concat([
        Buffer.of(4),
        Buffer.from(jwk.x ?? '', 'base64url'),
        Buffer.from(jwk.y ?? '', 'base64url'),
      ]);
      const signature = Buffer.from(body.spec.signature.content, 'base64');
      const digest = fromHex(body.spec.data.hash.value);
      expect(p256.verify(signature, digest, point, { prehash: false, lowS: false, format: 'der' })).toBe(
        true,
      );
    }
  });
});

describe('GET /api/v1/log/publicKey', () => {
  it('serves the log key as PEM', async () => {
    const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log/publicKey`);
    expect(response.headers['content-type']).toBe('application/x-pem-file');
    const key = createPublicKey(response.body);
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('answers per shard: the active tree ID works, an unknown one is a 400', async () => {
    const same = await rawRequest(`${sandbox.baseUrl}/api/v1/log/publicKey?treeID=${info.treeID}`);
    expect(same.body).toBe(publicKeyPem);
    const other = await getJson(`${sandbox.baseUrl}/api/v1/log/publicKey?treeID=42`);
    expect(other.status).toBe(400);
    expect(other.json).toEqual({ code: 400, message: expect.stringContaining('42') });
  });
});

describe('the other Rekor endpoints', () => {
  const notYet: Array<[string, string]> = [
    ['GET', '/api/v1/log/proof?firstSize=1&lastSize=2'],
    ['GET', '/api/v1/log/entries?logIndex=0'],
    ['POST', '/api/v1/log/entries'],
    ['GET', `/api/v1/log/entries/${'ab'.repeat(32)}`],
    ['POST', '/api/v1/log/entries/retrieve'],
    ['POST', '/api/v1/index/retrieve'],
  ];

  it.each(notYet)('%s %s answers 501 in the Rekor error shape', async (method, path) => {
    const response = await getJson(`${sandbox.baseUrl}${path}`, {
      method,
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(501);
    expect(response.json).toEqual({
      code: 501,
      message: expect.stringMatching(/^operation \w+ is not implemented/),
    });
  });

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
  it('keeps the key private and the same tree, key and root across a restart', async () => {
    const restarted = await startTestSandbox();
    const first = (await getJson<LogInfo>(`${restarted.baseUrl}/api/v1/log`)).json;
    const firstKey = (await rawRequest(`${restarted.baseUrl}/api/v1/log/publicKey`)).body;
    await restarted.close();

    expect((await stat(`${restarted.dataDir}/tlog/signing-key.pem`)).mode & 0o777).toBe(0o600);
    expect((await stat(`${restarted.dataDir}/sandbox.json`)).mode & 0o777).toBe(0o600);

    const again = await startSandbox({ port: 0, dataDir: restarted.dataDir });
    try {
      const second = (await getJson<LogInfo>(`${again.baseUrl}/api/v1/log`)).json;
      expect(second.treeID).toBe(first.treeID);
      expect(second.rootHash).toBe(first.rootHash);
      expect(second.treeSize).toBe(first.treeSize);
      expect((await rawRequest(`${again.baseUrl}/api/v1/log/publicKey`)).body).toBe(firstKey);
      expect(again.apiKey).toBe(restarted.apiKey);
    } finally {
      await again.close();
      await restarted.dispose();
    }
  });
});
