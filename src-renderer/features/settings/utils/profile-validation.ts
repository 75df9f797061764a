import { profileSchemas, SERVICE_IDS, type Endpoints, type Profile } from '@/lib/contract';
import type { ProfileDraft } from '../api/save-profile';

export type ProfileFieldErrors = Partial<Record<'name' | `endpoints.${keyof Endpoints}`, string>>;

function emptyEndpoints(): Endpoints {
  return { tlog: '', genai: '', indexing: '', analytics: '', storage: '' };
}

export function draftFromProfile(profile: Profile | undefined): ProfileDraft {
  if (!profile) return { name: '', endpoints: emptyEndpoints() };
  return { id: profile.id, name: profile.name, endpoints: { ...profile.endpoints } };
}

/**
 * Checks a draft against the contract's own schema for `profiles.save`, so
 * the form rejects exactly what the core would reject, field by field.
 */
export function validateProfileDraft(draft: ProfileDraft): ProfileFieldErrors {
  const parsed = profileSchemas.save.input.safeParse({ profile: draft });
  if (parsed.success) return {};
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.slice(1).map(String).join('.') as keyof ProfileFieldErrors;
    if (path === 'name' || SERVICE_IDS.some((id) => path === `endpoints.${id}`)) {
      errors[path] ??= issue.message;
    }
  }
  return errors;
}
