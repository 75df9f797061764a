import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProfiles, PUBLIC_ENDPOINTS } from '../../../../../src-main/services/profiles/profiles';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verity-profiles-'));
  db = openDatabase(join(dir, 'verity.db'));
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('profiles', () => {
  it('defaults to the built-in Sandbox profile pointing every service at the sandbox', () => {
    const profiles = createProfiles({ db, sandboxBaseUrl: 'http://127.0.0.1:4000' });
    const list = profiles.list();
    expect(list.activeId).toBe('sandbox');
    expect(list.profiles[0]).toMatchObject({
      id: 'sandbox',
      builtIn: true,
      endpoints: { tlog: 'http://127.0.0.1:4000' },
    });
    expect(profiles.endpoint('genai')).toEqual({ profileId: 'sandbox', baseUrl: 'http://127.0.0.1:4000' });
  });

  it('adds, activates and removes user profiles, keeping the sandbox read-only', async () => {
    const profiles = createProfiles({ db, sandboxBaseUrl: 'http://127.0.0.1:4000' });
    // Read before any write: what is kept from this read must not outlive the writes below.
    expect(profiles.list().profiles.map((p) => p.id)).toEqual(['sandbox']);
    const saved = await profiles.save({
      name: 'Production EU',
      endpoints: { ...PUBLIC_ENDPOINTS, tlog: 'https://log.example/' },
    });
    expect(saved.id).toBe('production-eu');
    const dup = await profiles.save({ name: 'Production EU', endpoints: PUBLIC_ENDPOINTS });
    expect(dup.id).toBe('production-eu-2');
    expect(profiles.list().profiles.map((p) => p.id)).toEqual([
      'sandbox',
      'production-eu',
      'production-eu-2',
    ]);
    expect(createProfiles({ db, sandboxBaseUrl: null }).list().profiles).toHaveLength(2);
    await profiles.setActive('production-eu');
    expect(profiles.endpoint('tlog')).toEqual({ profileId: 'production-eu', baseUrl: 'https://log.example' });
    await expect(profiles.save({ id: 'sandbox', name: 'x', endpoints: PUBLIC_ENDPOINTS })).rejects.toThrow(
      /built in/,
    );
    await expect(profiles.remove('sandbox')).rejects.toThrow(/built in/);
    await expect(profiles.setActive('ghost')).rejects.toThrow(/No profile/);
    const after = await profiles.remove('production-eu');
    expect(after.activeId).toBe('sandbox');
    expect(after.profiles.map((p) => p.id)).toEqual(['sandbox', 'production-eu-2']);
  });

  it('keeps a profile that uses only some services, and says which one it does not use', async () => {
    const profiles = createProfiles({ db, sandboxBaseUrl: 'http://127.0.0.1:4000' });
    await profiles.save({ name: 'Log only', endpoints: { tlog: 'https://log.example' } });
    await profiles.setActive('log-only');
    expect(profiles.list().profiles[1]).toEqual({
      id: 'log-only',
      name: 'Log only',
      builtIn: false,
      endpoints: { tlog: 'https://log.example' },
    });
    expect(profiles.endpoint('tlog')).toEqual({ profileId: 'log-only', baseUrl: 'https://log.example' });
    expect(() => profiles.endpoint('genai')).toThrow(
      expect.objectContaining({
        code: 'NOT_FOUND',
        message: 'Profile “Log only” does not use the generation & files service: it has no base URL for it',
        details: { profileId: 'log-only', unusedService: 'genai' },
      }),
    );
  });

  it('says what to do when there is no profile at all', () => {
    const profiles = createProfiles({ db, sandboxBaseUrl: null });
    expect(() => profiles.list()).toThrow(/add one in Settings/);
  });
});
