import { readFile, stat, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { tempDir } from '../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let dataDir: string;

beforeEach(async () => {
  dir = await tempDir('sandbox-data');
  dataDir = `${dir.path}/data`;
});
afterEach(() => dir.remove());

describe('the sandbox data directory', () => {
  it('generates an sbx- key, stores it privately and keeps it', async () => {
    const first = await startSandbox({ dataDir });
    await first.close();
    expect(first.apiKey).toMatch(/^sbx-[A-Za-z0-9_-]{32}$/);
    expect((await stat(`${dataDir}/sandbox.json`)).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const second = await startSandbox({ dataDir });
    await second.close();
    expect(second.apiKey).toBe(first.apiKey);
  });

  it('uses a given key without replacing the stored one, and rejects a malformed one', async () => {
    const stored = await startSandbox({ dataDir });
    await stored.close();
    const given = await startSandbox({ dataDir, apiKey: 'given-key-0001' });
    await given.close();
    expect(given.apiKey).toBe('given-key-0001');
    expect(JSON.parse(await readFile(`${dataDir}/sandbox.json`, 'utf8'))).toMatchObject({
      apiKey: stored.apiKey,
    });
    await expect(startSandbox({ dataDir, apiKey: 'has space in it' })).rejects.toThrow(/API key must be/);
  });

  it('names the file when the stored config is damaged', async () => {
    await (await startSandbox({ dataDir })).close();
    await writeFile(`${dataDir}/sandbox.json`, '{"apiKey": 5}');
    await expect(startSandbox({ dataDir })).rejects.toThrow(/sandbox\.json is not a valid sandbox config/);
  });

  it('serves one sandbox per folder, and takes over a lock left by a dead process', async () => {
    const running = await startSandbox({ dataDir });
    try {
      await expect(startSandbox({ dataDir })).rejects.toThrow(/is in use by another sandbox \(process \d+\)/);
    } finally {
      await running.close();
    }
    await writeFile(`${dataDir}/sandbox.lock`, '2147483646\n');
    const next = await startSandbox({ dataDir });
    await next.close();
  });
});
