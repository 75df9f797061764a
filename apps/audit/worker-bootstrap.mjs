// Entry point of an audit worker thread. Whether a worker inherits the parent's TypeScript loader depends
// on how the parent registered it (bin.mjs registers tsx programmatically; `node --import tsx` preloads it)
// and on the Node version, so the worker tries plain import first and registers tsx itself if .ts is unknown.
import { register } from 'tsx/esm/api';

try {
  await import('./audit-worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  register();
  // A fresh specifier: the failed load above may be cached under the plain one.
  await import('./audit-worker.ts?with-tsx');
}
