import { unwrap } from './contract';
import { getVerity } from './verity';

/**
 * The built-in sandbox's own API key, read on demand and never cached: the only key the renderer may
 * see, since it opens nothing but the local sandbox (Settings → Credentials shows it, Get code can put
 * it in the code it copies).
 */
export async function revealSandboxKey(): Promise<string> {
  return unwrap(await getVerity().sandbox.revealApiKey({})).apiKey;
}
