// The scopes that authorize each method of the Google-style APIs, as their discovery documents list them.
// Read from the console's generated method tables (src-main/services/google/generated/), which hold that
// data unchanged, so the sandbox keeps no second copy.
import type { GoogleApi } from '../../../src-main/services/google/google-api';

/**
 * The scopes of `api`'s method named by its discovery id (`drive.files.list`); the batch endpoint takes any
 * of the API's scopes (each part needs its own). Any other name is a mistake in a route table.
 */
export function scopesOf(api: GoogleApi): (name: string) => readonly string[] {
  const methods = Object.values(api.methods);
  const byId = new Map(methods.map((method) => [method.id, method.scopes]));
  const all = [...new Set(methods.flatMap((method) => method.scopes))];
  return (name) => {
    const scopes = name === 'batch' ? all : byId.get(name);
    if (!scopes) throw new Error(`${api.name} ${api.version} has no method ${name}`);
    return scopes;
  };
}
