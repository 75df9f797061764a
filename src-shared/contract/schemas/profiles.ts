import { z } from 'zod';
import { Empty, HttpUrl, perService, ProfileId } from './common';
import { SecretRef } from './vault';

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d+){3}$/.test(host);

/** A service base URL a profile may be saved with: plain http would carry its API key readable over the network. */
const EndpointUrl = HttpUrl.refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol !== 'http:' || isLoopback(url.hostname);
  } catch {
    return true; // HttpUrl has already said what is wrong
  }
}, 'https:// is required; plain http:// only for this computer (localhost, 127.0.0.0/8, [::1])');

/** A profile names only the services it uses: one without a base URL is not called through that profile. */
export const Endpoints = perService(HttpUrl.optional());
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
        endpoints: perService(EndpointUrl.optional()).refine(
          (endpoints) => Object.values(endpoints).some((url) => url !== undefined),
          'Give the base URL of at least one service this profile uses',
        ),
      }),
    }),
    output: z.strictObject({
      profile: Profile,
      /** Secrets saved for an origin this save moved a service away from: removed, to be entered again. */
      droppedSecrets: z.array(SecretRef),
    }),
  },
  remove: { input: z.strictObject({ id: ProfileId }), output: ProfileList },
  setActive: { input: z.strictObject({ id: ProfileId }), output: ProfileList },
};
