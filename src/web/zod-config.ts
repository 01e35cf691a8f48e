// Run first by the web entry, before any schema is made: zod decides when a schema is made
// whether to compile its parser with `new Function`, and its probe for that shows as a
// Content-Security-Policy violation under our CSP (no 'unsafe-eval'). Jitless, it never tries.
// Without importing zod: its core keeps its global settings in `globalThis.__zod_globalConfig`
// (so that every copy of zod on a page shares them), and importing even zod's core for its
// `config()` put about 3 KB gzipped on every first load; pages that need schemas load zod with
// their own code. zod-config.test.ts checks that zod reads the setting from there.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
