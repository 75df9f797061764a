import { z } from 'zod';

export const SERVICE_IDS = ['tlog', 'genai', 'indexing', 'analytics', 'storage'] as const;
export const ServiceId = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof ServiceId>;

/** One value per service: each one's endpoint, faults … */
export const perService = <T extends z.ZodType>(value: T) =>
  z.strictObject({ tlog: value, genai: value, indexing: value, analytics: value, storage: value });

/** Human names for services, used in the UI and in error messages. */
export const SERVICE_LABELS: Record<ServiceId, string> = {
  tlog: 'Transparency log',
  genai: 'Generation & files',
  indexing: 'URL notifications',
  analytics: 'Analytics',
  storage: 'File storage',
};

export const ProfileId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');

/** 64-bit unsigned integers cross the contract as decimal strings: JSON numbers lose precision past 2^53. */
export const Uint64String = z.string().regex(/^(0|[1-9][0-9]{0,19})$/, 'a non-negative decimal integer');

export const HexHash = z.string().regex(/^[0-9a-f]{64}$/, '64 lowercase hex characters');

/** An http(s) URL, parsed rather than pattern-matched. */
export const HttpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
      );
    } catch {
      return false;
    }
  }, 'an http:// or https:// URL without credentials');

export const Empty = z.strictObject({});
