import { VerityError } from '../../../src-shared/contract/result';
import { SERVICE_IDS, SERVICE_LABELS, type ServiceId } from '../../../src-shared/contract/schemas/common';
import { Profile, type Endpoints, type ProfileList } from '../../../src-shared/contract/schemas/profiles';
import type { Database } from '../store/database';

export const SANDBOX_PROFILE_ID = 'sandbox';

/** Default endpoints offered when a person adds a profile for the real services. */
export const PUBLIC_ENDPOINTS: Endpoints = {
  tlog: 'https://rekor.sigstore.dev',
  genai: 'https://generativelanguage.googleapis.com',
  indexing: 'https://indexing.googleapis.com',
  analytics: 'https://youtubeanalytics.googleapis.com',
  storage: 'https://www.googleapis.com',
};

function slug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return base || 'profile';
}

/**
 * Profiles: a base URL per service (+ credentials, which live in the vault).
 * The built-in Sandbox profile follows the running sandbox and is the
 * default; user profiles are stored in the database.
 */
export function createProfiles(deps: { db: Database; sandboxBaseUrl: string | null }) {
  let sandboxBaseUrl = deps.sandboxBaseUrl;

  function sandboxProfile(): Profile | null {
    if (!sandboxBaseUrl) return null;
    const endpoints = Object.fromEntries(SERVICE_IDS.map((s) => [s, sandboxBaseUrl])) as Endpoints;
    return { id: SANDBOX_PROFILE_ID, name: 'Sandbox', builtIn: true, endpoints };
  }

  const selectProfiles = deps.db.prepare<[], { id: string; name: string; endpoints: string }>(
    'SELECT id, name, endpoints FROM profiles ORDER BY id',
  );
  const putProfile = deps.db.prepare(
    'INSERT OR REPLACE INTO profiles (id, name, endpoints) VALUES (@id, @name, @endpoints)',
  );
  const deleteProfile = deps.db.prepare('DELETE FROM profiles WHERE id = ?');
  const selectActive = deps.db
    .prepare<[], string>("SELECT value ->> '$' FROM settings WHERE name = 'activeProfile'")
    .pluck();
  const putActive = deps.db.prepare(
    "INSERT OR REPLACE INTO settings (name, value) VALUES ('activeProfile', json_quote(?))",
  );

  function all(): Profile[] {
    const stored = selectProfiles
      .all()
      .map((row) => Profile.safeParse({ ...row, builtIn: false, endpoints: JSON.parse(row.endpoints) }))
      .filter((p) => p.success)
      .map((p) => p.data);
    const sandbox = sandboxProfile();
    return sandbox ? [sandbox, ...stored.filter((p) => p.id !== SANDBOX_PROFILE_ID)] : stored;
  }

  function activeId(profiles: Profile[]): string {
    const saved = selectActive.get();
    if (saved && profiles.some((p) => p.id === saved)) return saved;
    const first = profiles[0];
    if (!first) throw new VerityError('NOT_FOUND', 'No profile is configured: add one in Settings');
    return first.id;
  }

  function find(id: string): Profile {
    const profile = all().find((p) => p.id === id);
    if (!profile) throw new VerityError('NOT_FOUND', `No profile named "${id}"`);
    return profile;
  }

  return {
    /** Every profile, the built-in one first (unlike list(), also when there is none). */
    all,

    /** Points the Sandbox profile at a restarted sandbox; false when it answers where it did. */
    moveSandbox(baseUrl: string): boolean {
      if (baseUrl === sandboxBaseUrl) return false;
      sandboxBaseUrl = baseUrl;
      return true;
    },

    list(): ProfileList {
      const profiles = all();
      return { profiles, activeId: activeId(profiles) };
    },

    async save(input: { id?: string; name: string; endpoints: Endpoints }): Promise<Profile> {
      if (input.id === SANDBOX_PROFILE_ID) {
        throw new VerityError(
          'CONFLICT',
          'The Sandbox profile is built in and follows the embedded sandbox; add a new profile instead',
        );
      }
      const existing = all();
      let id = input.id;
      if (id === undefined) {
        const base = slug(input.name);
        id = base;
        for (let n = 2; existing.some((p) => p.id === id) || id === SANDBOX_PROFILE_ID; n++)
          id = `${base}-${n}`;
      }
      const profile: Profile = { id, name: input.name, builtIn: false, endpoints: input.endpoints };
      putProfile.run({ id, name: profile.name, endpoints: JSON.stringify(profile.endpoints) });
      return profile;
    },

    async remove(id: string): Promise<ProfileList> {
      const profile = find(id);
      if (profile.builtIn)
        throw new VerityError('CONFLICT', 'The Sandbox profile is built in and cannot be removed');
      deleteProfile.run(id);
      return this.list();
    },

    async setActive(id: string): Promise<ProfileList> {
      find(id);
      putActive.run(id);
      return this.list();
    },

    /** The base URL a service call should go to, for the given or the active profile. */
    endpoint(service: ServiceId, profileId?: string): { profileId: string; baseUrl: string } {
      const profiles = all();
      const id = profileId ?? activeId(profiles);
      const profile = profiles.find((p) => p.id === id);
      if (!profile) throw new VerityError('NOT_FOUND', `No profile named "${id}"`);
      const baseUrl = profile.endpoints[service];
      if (baseUrl === undefined)
        throw new VerityError(
          'NOT_FOUND',
          `Profile “${profile.name}” does not use the ${SERVICE_LABELS[service].toLowerCase()} service: ` +
            'it has no base URL for it',
          { profileId: profile.id, unusedService: service },
        );
      return { profileId: profile.id, baseUrl: baseUrl.replace(/\/+$/, '') };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
