// The meta tag of a server-rendered page that names its code, the entry first, then the chunks to
// preload: the server's page shell writes it, and the inline script that asks for the code after
// the first paint reads it (src/web/inline/code-after-paint.ts). A module of its own, so the
// script that inlines it carries this name and nothing else.
export const CODE_META_NAME = 'sprout-code';
