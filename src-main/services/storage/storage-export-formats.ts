// The formats each Docs Editors type exports to, as the service's about.exportFormats says (the Export…
// picker lists them; the service refuses any other).
import type { About, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';

export function createExportFormats(client: GoogleClient<typeof STORE_V3>) {
  return async function exportFormats(profileId: string): Promise<{ formats: Record<string, string[]> }> {
    const about = (await client.call(profileId, 'about.get', { fields: 'exportFormats' })) as About | null;
    return { formats: about?.exportFormats ?? {} };
  };
}
