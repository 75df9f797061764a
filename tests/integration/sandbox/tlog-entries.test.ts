import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dsseProposal,
  hashedRekordProposal,
  intotoV001Proposal,
  intotoV002Proposal,
  rekordProposal,
} from '../../../apps/sandbox/services/tlog/seed/entry-builders';
import { fromHex } from '../../../src-main/verification/tlog/encoding';
import { verifyConsistency, verifyLogEntry } from './proof-verifier';
import { getJson, startTestSandbox, type HarnessSandbox } from './sandbox-harness';
import {
  consistency,
  createEntry,
  getEntry,
  keySigner,
  logInfo,
  postEntry,
  postJson,
  publicKeyPem,
  randomProposal,
  type LogEntryMap,
} from './tlog-client';

let sandbox: HarnessSandbox;
let pem: string;
const signer = keySigner();

beforeAll(async () => {
  sandbox = await startTestSandbox({ tlog: { seed: false } });
  pem = await publicKeyPem(sandbox);
});
afterAll(() => sandbox.dispose());

describe('create → get → verify → grow → prove consistency', () => {
  it('runs the whole life of an entry against an independent verifier', async () => {
    const created = await postEntry(sandbox, randomProposal(signer));
    expect(created.status).toBe(201);
    const [entryId] = Object.keys(created.json as LogEntryMap);
    expect(entryId).toMatch(/^[0-9a-f]{80}$/);
    expect(created.headers.etag).toBe(entryId);
    expect(created.headers.location).toBe(`/api/v1/log/entries/${entryId}`);
    const { entry } = verifyLogEntry(created.json as LogEntryMap, pem);
    expect(Object.keys(entry)).toEqual(['body', 'integratedTime', 'logID', 'logIndex', 'verification']);
    expect(Object.keys(entry.verification.inclusionProof)).toEqual([
      'checkpoint',
      'hashes',
      'logIndex',
      'rootHash',
      'treeSize',
    ]);
    expect(Math.abs(entry.integratedTime - Date.now() / 1000)).toBeLessThan(60);

    const byIndex = await getEntry(sandbox, `?logIndex=${entry.logIndex}`);
    const byUuid = await getEntry(sandbox, `/${entryId!.slice(16)}`);
    const byEntryId = await getEntry(sandbox, `/${entryId!.toUpperCase()}`);
    for (const response of [byIndex, byUuid, byEntryId]) {
      expect(response.status).toBe(200);
      const map = JSON.parse(response.body) as LogEntryMap;
      expect(Object.keys(map)).toEqual([entryId]);
      expect(verifyLogEntry(map, pem).entry).toMatchObject({
        body: entry.body,
        logIndex: entry.logIndex,
        integratedTime: entry.integratedTime,
      });
    }

    const before = await logInfo(sandbox);
    for (let i = 0; i < 13; i++) await createEntry(sandbox, randomProposal(signer));
    const after = await logInfo(sandbox);
    expect(after.treeSize).toBe(before.treeSize + 13);
    const proof = await consistency(sandbox, `firstSize=${before.treeSize}&lastSize=${after.treeSize}`);
    expect(proof.status).toBe(200);
    expect(proof.json.rootHash).toBe(after.rootHash);
    verifyConsistency(
      before.treeSize,
      after.treeSize,
      fromHex(before.rootHash),
      fromHex(after.rootHash),
      proof.json.hashes.map(fromHex),
    );

    // An old entry's proof now reaches the new head.
    const later = JSON.parse((await getEntry(sandbox, `/${entryId}`)).body) as LogEntryMap;
    expect(verifyLogEntry(later, pem).entry.verification.inclusionProof.treeSize).toBe(after.treeSize);
  });

  it('accepts every kind the log takes and verifies each answer', async () => {
    const payload = new TextEncoder().encode(
      JSON.stringify({ _type: 'https://in-toto.io/Statement/v1', subject: [] }),
    );
    const proposals = [
      hashedRekordProposal(keySigner('P-384'), new TextEncoder().encode('p384 artifact')),
      rekordProposal(signer, new TextEncoder().encode('checksums')),
      dsseProposal([signer, keySigner()], 'application/vnd.in-toto+json', payload),
      intotoV001Proposal(signer, 'application/vnd.in-toto+json', payload),
      intotoV002Proposal(keySigner(), 'application/vnd.in-toto+json', payload),
    ];
    for (const proposal of proposals) {
      const { map, entry } = await createEntry(sandbox, proposal);
      verifyLogEntry(map, pem);
      const kind = (JSON.parse(Buffer.from(entry.body, 'base64').toString()) as { kind: string }).kind;
      expect(kind).toBe((proposal as { kind: string }).kind);
      if (kind === 'intoto')
        expect(Buffer.from(entry.attestation!.data, 'base64').toString()).toBe(
          Buffer.from(payload).toString(),
        );
    }
  });
});

describe('refusals', () => {
  it('answers an equal entry with 409, the existing entry’s Location and Rekor’s message', async () => {
    const proposal = randomProposal(signer);
    const { entryId } = await createEntry(sandbox, proposal);
    const again = await postEntry(sandbox, { ...proposal });
    expect(again.status).toBe(409);
    expect(again.headers.location).toBe(`/api/v1/log/entries/${entryId}`);
    expect(again.json).toEqual({
      code: 409,
      message: `an equivalent entry already exists in the transparency log with UUID ${entryId}`,
    });
  });

  it('answers concurrent equal proposals with one 201 and 409s for the rest', async () => {
    const proposal = randomProposal(signer);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => postEntry(sandbox, proposal)))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it.each([
    [
      'a kind this log does not take',
      { apiVersion: '0.0.1', kind: 'helm', spec: {} },
      /helm kind is not accepted by this log/,
    ],
    ['an unknown kind', { apiVersion: '0.0.1', kind: 'tarball', spec: {} }, /unknown kind "tarball"/],
    [
      'a spec that breaks the schema',
      { apiVersion: '0.0.1', kind: 'hashedrekord', spec: { data: {} } },
      /spec must have required property 'signature'/,
    ],
    [
      'a bad apiVersion',
      { apiVersion: '1', kind: 'hashedrekord', spec: {} },
      /apiVersion must match pattern/,
    ],
    ['a body that is not JSON', '{"kind":', /^parsing proposedEntry body failed/],
  ])('refuses %s with 400', async (_name, proposal, message) => {
    const response = await postEntry(sandbox, proposal);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: 400, message: expect.stringMatching(message) });
  });

  it('refuses a signature that does not verify, and an envelope signed by someone else', async () => {
    const forged = randomProposal(signer) as { spec: { signature: { publicKey: { content: string } } } };
    forged.spec.signature.publicKey.content = Buffer.from(keySigner().verifierPem).toString('base64');
    expect(await postEntry(sandbox, forged)).toMatchObject({
      status: 400,
      json: {
        code: 400,
        message:
          'error processing entry: verifying signature: invalid signature when validating ASN.1 encoded signature',
      },
    });
    const dsse = dsseProposal([signer], 'text/plain', new TextEncoder().encode('x')) as {
      spec: { proposedContent: { verifiers: string[] } };
    };
    dsse.spec.proposedContent.verifiers = [Buffer.from(keySigner().verifierPem).toString('base64')];
    expect((await postEntry(sandbox, dsse)).json).toMatchObject({
      message: expect.stringMatching(/could not verify envelope/),
    });
  });
});

describe('reading entries', () => {
  it('answers unknown entries with 404 and no body, malformed IDs as Rekor does', async () => {
    const missing = await getEntry(sandbox, `?logIndex=999999`);
    expect(missing).toMatchObject({ status: 404, body: '' });
    expect(await getEntry(sandbox, `/${'ab'.repeat(32)}`)).toMatchObject({ status: 404, body: '' });
    const info = await logInfo(sandbox);
    const treeHex = BigInt(info.treeID).toString(16).padStart(16, '0');
    expect(await getEntry(sandbox, `/${treeHex}${'ab'.repeat(32)}`)).toMatchObject({ status: 404, body: '' });
    const zeroTree = await getJson(
      `${sandbox.baseUrl}/api/v1/log/entries/${'0'.repeat(16)}${'ab'.repeat(32)}`,
    );
    expect(zeroTree).toMatchObject({
      status: 400,
      json: { code: 400, message: expect.stringMatching(/^incorrectly formatted uuid/) },
    });
    const unknownTree = await getJson(
      `${sandbox.baseUrl}/api/v1/log/entries/${'1'.repeat(16)}${'ab'.repeat(32)}`,
    );
    expect(unknownTree).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/is not a shard of this log/) },
    });
    const malformed = await getJson(`${sandbox.baseUrl}/api/v1/log/entries/xyz`);
    expect(malformed).toMatchObject({
      status: 422,
      json: { code: 605, message: "entryUUID in path should match '^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$'" },
    });
    expect(await getJson(`${sandbox.baseUrl}/api/v1/log/entries`)).toMatchObject({
      status: 422,
      json: { code: 602, message: 'logIndex in query is required' },
    });
    expect((await getJson(`${sandbox.baseUrl}/api/v1/log/entries?logIndex=-1`)).json).toEqual({
      code: 609,
      message: 'logIndex in query should be greater than or equal to 0',
    });
  });

  it('takes any int64 log index as Rekor does: past the log is 404 (or skipped), past 2^63−1 is 422', async () => {
    const top = '9223372036854775807';
    expect(await getEntry(sandbox, `?logIndex=${top}`)).toMatchObject({ status: 404, body: '' });
    expect(await getEntry(sandbox, '?logIndex=9007199254740993')).toMatchObject({ status: 404, body: '' });
    expect(await getJson(`${sandbox.baseUrl}/api/v1/log/entries?logIndex=9223372036854775808`)).toMatchObject(
      {
        status: 422,
        json: { code: 601, message: 'logIndex in query must be of type int64: "9223372036854775808"' },
      },
    );
    const retrieved = await getJson(`${sandbox.baseUrl}/api/v1/log/entries/retrieve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"logIndexes":[${top},9007199254740993,0]}`,
    });
    expect(retrieved.status).toBe(200);
    expect(retrieved.json).toHaveLength(1);
  });

  it('retrieves up to 10 by ID, UUID, index or proposed entry; skips unknowns; 422 above 10', async () => {
    const made = await Promise.all([0, 1, 2].map(() => createEntry(sandbox, randomProposal(signer))));
    const proposal = randomProposal(signer);
    const byProposal = await createEntry(sandbox, proposal);
    const { status, json } = await postJson<LogEntryMap[]>(sandbox, '/api/v1/log/entries/retrieve', {
      entryUUIDs: [made[0]!.entryId, made[1]!.entryId.slice(16), 'cd'.repeat(32)],
      logIndexes: [made[2]!.entry.logIndex, 999_999],
      entries: [proposal],
    });
    expect(status).toBe(200);
    expect(json.map((map) => Object.keys(map)[0])).toEqual([
      made[0]!.entryId,
      made[1]!.entryId,
      byProposal.entryId,
      made[2]!.entryId,
    ]);
    json.forEach((map) => verifyLogEntry(map, pem));

    const eleven = await postJson(sandbox, '/api/v1/log/entries/retrieve', {
      entryUUIDs: Array.from({ length: 6 }, () => 'ab'.repeat(32)),
      logIndexes: [0, 1, 2, 3, 4],
    });
    expect(eleven).toEqual({
      status: 422,
      json: { code: 422, message: 'more than max allowed 10 entries in request' },
    });
    const oneArray = await postJson(sandbox, '/api/v1/log/entries/retrieve', {
      logIndexes: Array.from({ length: 11 }, (_, i) => i),
    });
    expect(oneArray).toEqual({
      status: 422,
      json: { code: 611, message: 'logIndexes in body should have at most 10 items' },
    });
    expect((await postJson(sandbox, '/api/v1/log/entries/retrieve', { entryUUIDs: [] })).json).toEqual({
      code: 612,
      message: 'entryUUIDs in body should have at least 1 items',
    });
    expect(
      (
        await postJson(sandbox, '/api/v1/log/entries/retrieve', {
          entryUUIDs: [`${'0'.repeat(16)}${'ab'.repeat(32)}`],
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /api/v1/log/proof', () => {
  it('answers Rekor’s errors for impossible size pairs', async () => {
    const { treeSize } = await logInfo(sandbox);
    expect((await consistency(sandbox, `firstSize=5&lastSize=3`)).json).toEqual({
      code: 400,
      message: 'firstSize(5) must be less than lastSize(3)',
    });
    expect((await consistency(sandbox, `firstSize=1&lastSize=${treeSize + 1}`)).json).toEqual({
      code: 400,
      message: `the tree size requested(${treeSize + 1}) was greater than what is currently observable(${treeSize})`,
    });
    expect(await consistency(sandbox, 'firstSize=0&lastSize=3')).toMatchObject({
      status: 422,
      json: { code: 609, message: 'firstSize in query should be greater than or equal to 1' },
    });
    expect(await consistency(sandbox, 'firstSize=1')).toMatchObject({
      status: 422,
      json: { code: 602, message: 'lastSize in query is required' },
    });
    expect(await consistency(sandbox, 'lastSize=abc')).toMatchObject({ status: 422, json: { code: 601 } });
    expect((await consistency(sandbox, `lastSize=3&treeID=7`)).json).toEqual({
      code: 400,
      message: 'tree ID 7 is not a shard of this log',
    });
    expect((await consistency(sandbox, `firstSize=3&lastSize=3`)).json.hashes).toEqual([]);
    const fromOne = await consistency(sandbox, `lastSize=${treeSize}`);
    expect(fromOne.status).toBe(200);
  });
});
