import { profileSchemas, SERVICE_IDS, type Endpoints, type Profile, type ServiceId } from '@/lib/contract';
import type { ProfileDraft } from '../api/save-profile';

export type ProfileFieldErrors = Partial<Record<'name' | 'endpoints' | `endpoints.${ServiceId}`, string>>;

/** The form's text fields: one per service, empty for a service the profile does not use. */
export interface ProfileFormValues {
  id?: string;
  name: string;
  urls: Record<ServiceId, string>;
}

export function formFromProfile(profile: Profile | undefined): ProfileFormValues {
  const urls = Object.fromEntries(SERVICE_IDS.map((id) => [id, profile?.endpoints[id] ?? ''])) as Record<
    ServiceId,
    string
  >;
  return profile ? { id: profile.id, name: profile.name, urls } : { name: '', urls };
}

/** What `profiles.save` gets: trimmed, and only the services whose base URL was given. */
export function draftFromForm(form: ProfileFormValues): ProfileDraft {
  const endpoints: Endpoints = {};
  for (const id of SERVICE_IDS) {
    const url = form.urls[id].trim();
    if (url) endpoints[id] = url;
  }
  return { ...(form.id === undefined ? {} : { id: form.id }), name: form.name.trim(), endpoints };
}

/**
 * Checks the form against the contract's own schema for `profiles.save`, so
 * it rejects exactly what the core would reject, field by field.
 */
export function validateProfileForm(form: ProfileFormValues): ProfileFieldErrors {
  const parsed = profileSchemas.save.input.safeParse({ profile: draftFromForm(form) });
  if (parsed.success) return {};
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.slice(1).map(String).join('.') as keyof ProfileFieldErrors;
    if (path === 'name' || path === 'endpoints' || SERVICE_IDS.some((id) => path === `endpoints.${id}`)) {
      errors[path] ??= issue.message;
    }
  }
  return errors;
}
