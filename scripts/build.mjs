// Builds the web app (Vite), its server renderer (Vite SSR) and the server (esbuild, dependencies
// left in node_modules), and writes pre-compressed copies of the web assets for the static server.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { buildFingerprint, root, stampFile } from './build-fingerprint.mjs';
import { writeInlineScripts } from './inline-scripts.mjs';

const started = Date.now();
// The page's inline scripts first: the server inlines the file they are written to, and the
// fingerprint reads it.
await writeInlineScripts();
const fingerprint = buildFingerprint();

await buildWeb({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
// The server's renderer of pages (src/web/server-entry.tsx; plugins/page-render.ts loads it),
// with its dependencies bundled in, so it runs without the web app's packages.
await buildWeb({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'server-entry.tsx',
    outDir: path.join(root, 'dist', 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
});

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
  tsconfig: path.join(root, 'src/server/tsconfig.json'),
  logLevel: 'warning',
});

mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, fingerprint);
console.log(`Built the web app and the server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
