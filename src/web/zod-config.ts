// Imported first by the web entry, before any schema is made: zod decides when a schema is made
// whether to compile its parser with `new Function`, and its probe for that shows as a
// Content-Security-Policy violation under our CSP (no 'unsafe-eval'). Jitless, it never tries.
import { z } from 'zod';

z.config({ jitless: true });
