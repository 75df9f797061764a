#!/usr/bin/env node
// verity-audit: the offline transparency-log audit, for CI. This launcher registers the TypeScript loader
// (tsx) and runs the CLI, so `npx verity-audit` works straight from the repository after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
