import { z } from 'zod';
import { Empty, HttpUrl, ProfileId, type ServiceId } from './common';

export const Endpoints = z.strictObject({
  tlog: HttpUrl,
  genai: HttpUrl,
  indexing: HttpUrl,
  analytics: HttpUrl,
  storage: HttpUrl,
});
export type Endpoints = z.infer<typeof Endpoints>;

export const Profile = z.strictObject({
  id: ProfileId,
  name: z.string().min(1).max(80),
  /** The built-in Sandbox profile follows the embedded sandbox and cannot be edited. */
  builtIn: z.boolean(),
  endpoints: Endpoints,
});
export type Profile = z.infer<typeof Profile>;

export const ProfileList = z.strictObject({ profiles: z.array(Profile), activeId: ProfileId });
export type ProfileList = z.infer<typeof ProfileList>;

export const profiles = {
  list: { input: Empty, output: ProfileList },
  save: {
    input: z.strictObject({
      profile: z.strictObject({
        id: ProfileId.optional(),
        name: z.string().trim().min(1).max(80),
        endpoints: Endpoints,
      }),
    }),
    output: Profile,
  },
  remove: { input: z.strictObject({ id: ProfileId }), output: ProfileList },
  setActive: { input: z.strictObject({ id: ProfileId }), output: ProfileList },
};

export type ServiceEndpoint = { service: ServiceId; url: string };
