import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { i18nCatalogs } from './scripts/i18n-catalogs.ts';
import { illustrationPictures } from './scripts/illustration-pictures.ts';
import { SITE_HEAD_MARK, SITE_HEAD_TAGS } from './src/contract/site-head.ts';
import { DEFAULT_META } from './src/web/app/route-module.ts';
import { ROUTES, routeModuleFile } from './src/web/app/routes.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The font preloaded with every page: its Latin subset, the one the spec's texts use. */
const PRELOADED_FONT = /nunito-latin-wght-normal.*\.woff2$/;

/**
 * Writes page-shell.json, what the server makes each page's HTML from (src/server/plugins/
 * page-shell.ts): the site's default title and description (for the plain page), the entry's code (the entry first, then the chunks it imports), its stylesheets,
 * the font to preload (so text does not wait for the CSS to be parsed before the font is even
 * requested), and for each path of the router the code its page needs beyond the entry (the
 * page's chunk and the chunks it imports). The built index.html is not used by the server.
 */
function pageShell(): Plugin {
  return {
    name: 'sprout-page-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      const inEntry = new Set([entry.fileName, ...entry.imports]);
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const webRoot = fromRoot('./src/web/');
      const routes: Record<string, string[]> = {};
      for (const route of ROUTES) {
        const page = byModule.get(`${webRoot}${routeModuleFile(route.module)}`);
        if (!page) continue;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || inEntry.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(page.fileName);
        routes[route.path] = [...files].map((f) => `/${f}`);
      }
      const font = Object.keys(bundle).find((f) => PRELOADED_FONT.test(f));
      const shell = {
        meta: DEFAULT_META,
        entry: [...inEntry].map((f) => `/${f}`),
        styles: [...(entry.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`),
        ...(font ? { font: `/${font}` } : {}),
        routes,
      };
      this.emitFile({ type: 'asset', fileName: 'page-shell.json', source: JSON.stringify(shell, null, 2) });
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes the site's head into index.html where it names src/contract/site-head.ts: the tags the
 * server writes into every page, and the default title and description. index.html is drawn by
 * the dev server alone (the server makes each page from page-shell.json), and holds no copy of
 * them to drift from the pages'.
 */
function siteHead(): Plugin {
  return { name: 'sprout-site-head', transformIndexHtml: withSiteHead };
}

/** index.html with the site's head in place of its mark (see siteHead). */
export function withSiteHead(html: string): string {
  if (!html.includes(SITE_HEAD_MARK)) throw new Error(`index.html has lost its mark ${SITE_HEAD_MARK}`);
  const head =
    SITE_HEAD_TAGS +
    `<meta name="description" content="${escapeHtml(DEFAULT_META.description)}">` +
    `<title>${escapeHtml(DEFAULT_META.title)}</title>`;
  return html.replace(SITE_HEAD_MARK, head);
}

/** A module at most this long (its code after transform) is small: grouped, not a chunk of its own. */
const SMALL_MODULE = 4000;

/** What goes in the shared chunk: the app's small components and helpers, and the icons. */
const SHAREABLE =
  /[\\/]src[\\/](web[\\/](components|lib|app)|contract)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Shareable modules that only pages deep in the app use (read-aloud, reviews, prize addresses,
 * achievements, the policy pages' sections, a game's difficulty badge):
 * kept out of the shared chunk, which every first load of `/` carries whole.
 */
const DEEP_ONLY =
  /[\\/]src[\\/](contract[\\/]achievements\.ts|web[\\/](lib[\\/](speech|delivery-address)\.ts|components[\\/](speak-button|star-picker|policy-section|difficulty-badge|reviews[\\/][^\\/]+)\.tsx?))$/;

/** Imports that keep a module out of it: the large libraries a few pages need (forms, dialogs). */
const HEAVY_IMPORT = /radix-ui|react-hook-form|@hookform|[\\/]zod[\\/]|[\\/]contract[\\/][a-z-]+\.ts$/;

/**
 * Names the chunk of the small modules pages share: icons, small UI components, helpers and query
 * options. Left alone, the bundler puts each in a chunk of its own (an icon of 0.2 KB,
 * `queryOptions` at 0.1 KB), and a page's HTML preloaded 15-30 of them, each one more request
 * before a phone's first paint. A module that imports a large library (a dialog, a form, zod's
 * schemas) stays out, so the group never pulls one onto every page.
 */
function sharedSmallModule(id: string, ctx: ChunkingContext): string | null {
  entryModules ??= staticallyImported(ctx, fromRoot('./src/web/main.tsx'));
  homeModules ??= staticallyImported(ctx, homePage);
  if (!isSharedSmall(id, ctx, entryModules, new Set())) return null;
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/.exec(id)?.[1];
  const onHome = icon ? iconsUsedBy(ctx, homeModules).has(icon) : homeModules.has(id);
  return onHome ? 'shared' : 'shared-more';
}

/** The module of the home page, whose first load has a budget of its own (docs/benchmarks.md). */
const homePage = fromRoot(
  `./src/web/${routeModuleFile(ROUTES.find((route) => route.path === '/')?.module ?? '')}`,
);

/**
 * The lucide icons (their file names) that some of the modules import by name. Every module that
 * imports an icon imports lucide's index, which names them all, so the import graph cannot say.
 */
let homeIcons: Set<string> | undefined;
function iconsUsedBy(ctx: ChunkingContext, modules: Set<string>): Set<string> {
  if (homeIcons) return homeIcons;
  homeIcons = new Set();
  for (const id of modules) {
    const code = ctx.getModuleInfo(id)?.code ?? '';
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const name of (names ?? '').split(',')) {
        const exported = name.trim().split(/\s+as\s+/)[0] ?? '';
        // `MessageSquareHeart` is icons/message-square-heart.mjs, `Gamepad2` icons/gamepad-2.mjs.
        homeIcons.add(exported.replace(/(?<=.)([A-Z]|\d+)/g, '-$1').toLowerCase());
      }
    }
  }
  return homeIcons;
}

/** The app's own modules the entry imports statically (they are in the entry's chunk). */
let entryModules: Set<string> | undefined;
/**
 * The modules the home page imports statically: the small shared ones among them are the
 * `shared` chunk, the rest `shared-more`, so the first load of `/` carries none of the icons and
 * helpers only deeper pages use.
 */
let homeModules: Set<string> | undefined;
function staticallyImported(ctx: ChunkingContext, from: string): Set<string> {
  const source = fromRoot('./src/');
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id) || !id.startsWith(source)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) walk(imported);
  };
  walk(from);
  return seen;
}

/**
 * Small and shareable, and so is each module of the app it imports that the entry does not hold
 * already: none of them pulls in a large one.
 */
function isSharedSmall(
  id: string,
  ctx: ChunkingContext,
  inEntry: Set<string>,
  visiting: Set<string>,
): boolean {
  if (visiting.has(id)) return true;
  visiting.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info?.code || info.code.length > SMALL_MODULE || !SHAREABLE.test(id) || DEEP_ONLY.test(id))
    return false;
  return info.importedIds.every((imported) => {
    if (SHAREABLE_RULES.test(imported) || inEntry.has(imported)) return true;
    if (HEAVY_IMPORT.test(imported)) return false;
    return !imported.startsWith(fromRoot('./src/')) || isSharedSmall(imported, ctx, inEntry, visiting);
  });
}

/**
 * Radix's primitives that are not in the entry (tabs, dialogs) and the app's small components
 * made of them, in one chunk of their own for the pages that use them (the games and the shop),
 * not one chunk per primitive.
 */
function radixModule(id: string, ctx: ChunkingContext): string | null {
  if (/[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id)) return 'radix';
  const info = ctx.getModuleInfo(id);
  const small = (info?.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE;
  return small && SHAREABLE.test(id) && info?.importedIds.some((imported) => /radix-ui/.test(imported))
    ? 'radix'
    : null;
}

/**
 * The games' own modules that several game pages share, in two chunks so that a page names about
 * a dozen scripts, not twenty, and loads only the half it uses: the library and the progress views
 * (the /games page and the game pages), and the play itself (the game pages alone). One chunk for
 * both had the /games page fetch and run the whole play, a third of its script, before it answered.
 */
function gamesModule(id: string): string | null {
  if (/[\\/]src[\\/]web[\\/]features[\\/]game-(progress|library)[\\/]/.test(id)) return 'game-library';
  return /[\\/]src[\\/]web[\\/](features[\\/]game-play|app[\\/]routes[\\/]game)[\\/]/.test(id)
    ? 'play'
    : null;
}

/** Schema-free contract files (rules and option lists) are small and shareable themselves. */
const SHAREABLE_RULES =
  /[\\/]contract[\\/](options|store-rules|game-rules|cart-limits|study-time|achievements)\.ts$/;

// The web app lives in src/web; the API runs beside it (see scripts/dev.mjs), so the dev
// server forwards /api and /uploads to it.
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [
    i18nCatalogs(),
    react(),
    tailwindcss(),
    siteHead(),
    pageShell(),
    illustrationPictures(fromRoot('./src/web/public')),
  ],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json: which chunks each module needs (e2e/page-load.spec.ts checks the
    // pages' preloads against it).
    manifest: true,
    rolldownOptions: {
      // A lazy import that a static import of the same module elsewhere defeats leaves the module
      // in its importer's chunk: the split the lazy import promised is lost without a sign but a
      // warning, so the build fails instead.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(warning.message);
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // The entry and all it imports, one chunk: every page needs it before it hydrates.
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: sharedSmallModule,
              debugName: 'shared, shared-more',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: radixModule,
              debugName: 'radix',
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: gamesModule,
              debugName: 'play, game-library',
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    host: process.env.HOST ?? '127.0.0.1',
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}`,
      '/uploads': `http://127.0.0.1:${process.env.API_PORT ?? 5001}`,
    },
  },
});
