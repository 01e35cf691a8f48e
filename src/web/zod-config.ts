// Imported first by the web entry, before any schema is made: zod decides when a schema is made
// whether to compile its parser with `new Function`, and its probe for that shows as a
// Content-Security-Policy violation under our CSP (no 'unsafe-eval'). Jitless, it never tries.
// From zod's core alone: the whole of zod in the entry cost every first load about 25 KB gzipped
// (the same global setting; pages that need schemas load them with their own code).
import { config } from 'zod/v4/core';

config({ jitless: true });
