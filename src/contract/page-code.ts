// The meta tag of a server-rendered page that names its code, the entry first, then the chunks to
// preload: the server's page shell writes it, and the inline script that asks for the code after
// the first paint reads it (src/web/inline/code-after-paint.ts). A module of its own, so the
// script that inlines it carries these names and nothing else.
export const CODE_META_NAME = 'sprout-code';

// The meta tag of a server-rendered page that names the stylesheet of the utilities it does not
// carry inline (src/server/plugins/page-styles.ts), which the same script adds before the code.
export const STYLES_META_NAME = 'sprout-styles';
