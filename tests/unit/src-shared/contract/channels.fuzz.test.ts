import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/core/create-core';
import { memoryBackend } from '../../../../src-main/services/vault/secret-backend';
import { listChannels } from '../../../../src-shared/contract/channels';
import { malformedInputs, VALID_INPUTS } from '../../../support/contract-samples';

const ctx = { shell: 'headless' as const, senderId: 'fuzz' };
let core: Core;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'verity-fuzz-'));
  core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir,
    secretBackend: memoryBackend(),
    sandbox: null,
  });
});

afterAll(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('contract fuzz', () => {
  it('has a valid sample for every channel', () => {
    expect(Object.keys(VALID_INPUTS).sort()).toEqual(
      listChannels()
        .map((c) => c.channel)
        .sort(),
    );
  });

  for (const { channel, kind } of listChannels()) {
    it(`${channel}: every malformed payload gets a VALIDATION error`, async () => {
      for (const { label, input } of malformedInputs(channel)) {
        const result =
          kind === 'stream'
            ? await core.router.stream(channel, input, { event: () => {} }, ctx).done
            : await core.router.invoke(channel, input, ctx);
        expect(result, `${channel} with ${label}`).toMatchObject({
          ok: false,
          error: { code: 'VALIDATION' },
        });
        if (!result.ok)
          expect(JSON.stringify(result.error).length, `${label}: the error echoes the payload`).toBeLessThan(
            20_000,
          );
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  }

  it('still answers valid calls after the fuzzing', async () => {
    expect(await core.router.invoke('app:ping', { payload: 'still here' }, ctx)).toMatchObject({
      ok: true,
      value: { payload: 'still here' },
    });
  });
});
