// The entry of an audit worker thread (worker-pool.ts). A worker starts as plain Node whatever loader its
// parent registered, so it registers the TypeScript loader (tsx) itself, as bin.mjs does, then runs the worker.
import { register } from 'tsx/esm/api';

register();
await import('./audit-worker.ts');
