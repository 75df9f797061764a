import { config } from 'zod';

// The renderer's CSP forbids eval. Without this, zod probes `new Function`
// on first use, which the browser reports as a CSP violation in the console.
config({ jitless: true });
