// Builds the web app (Vite) and the server (esbuild, dependencies left in node_modules), and
// writes pre-compressed copies of the web assets for the static server.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { buildFingerprint, root, stampFile } from './build-fingerprint.mjs';

const started = Date.now();
const fingerprint = buildFingerprint();

await buildWeb({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
await prerenderPages();

/**
 * The pages without a part in their path, rendered to HTML once (the shell, fixed content and
 * loading placeholders) into dist/web/prerendered/, which the server sends for those paths.
 */
async function prerenderPages() {
  const outDir = path.join(root, 'dist', 'prerender');
  await buildWeb({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { renderPage, ROUTES } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const index = readFileSync(path.join(root, 'dist', 'web', 'index.html'), 'utf8');
  const pagesDir = path.join(root, 'dist', 'web', 'prerendered');
  mkdirSync(pagesDir, { recursive: true });
  // Pages that depend on who is signed in (an access rule) show only a spinner before the app runs.
  const paths = ROUTES.filter((r) => !r.path.includes(':') && !r.access).map((r) => r.path);
  const written = {};
  for (const page of [...new Set(paths)]) {
    const html = await renderPage(page);
    const file = `${page === '/' ? 'index' : page.slice(1).replaceAll('/', '-')}.html`;
    writeFileSync(
      path.join(pagesDir, file),
      index.replace('<div id="root"></div>', `<div id="root">${html}</div>`),
    );
    written[page] = `prerendered/${file}`;
  }
  writeFileSync(path.join(root, 'dist', 'web', 'prerendered.json'), JSON.stringify(written, null, 2));
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
    } else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
compressTree(path.join(root, 'dist', 'web'));

await buildServer({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'dist/server/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, fingerprint);
console.log(`Built the web app and the server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
