// Entry point of a worker thread whose module is TypeScript (run from source under tsx or vitest; a built
// app starts its bundled .js workers directly). The module's URL is the worker's first argument. Whether a
// worker inherits the parent's TypeScript loader depends on how the parent registered it (`register()` from
// tsx/esm/api, or `node --import tsx`) and on the Node version, so this tries a plain import first and
// registers tsx itself if .ts is unknown.
import { register } from 'tsx/esm/api';

const module = process.argv[2];
try {
  await import(module);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  register();
  // A fresh specifier: the failed load above may be cached under the plain one.
  await import(`${module}?with-tsx`);
}
