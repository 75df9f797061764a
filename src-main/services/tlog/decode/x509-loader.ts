import { createRequire } from 'node:module';
import type * as X509 from '@peculiar/x509';

let loaded: typeof X509 | undefined;

/**
 * @peculiar/x509, loaded on first use after reflect-metadata, which its
 * dependency injection needs. A static import would not do: a bundler hoists
 * external imports above any code, so the library could load first.
 */
export function x509(): typeof X509 {
  if (loaded === undefined) {
    const require = createRequire(import.meta.url);
    require('reflect-metadata');
    loaded = require('@peculiar/x509') as typeof X509;
  }
  return loaded;
}
