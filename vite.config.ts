import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Preloads the Latin subset of the font from index.html, so text does not wait for the CSS to
 * be parsed before the font is even requested.
 */
function preloadFont(): Plugin {
  return {
    name: 'sprout-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /nunito-latin-wght-normal.*\.woff2$/.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The web app lives in src/web; the API runs beside it (see scripts/dev.mjs), so the dev
// server forwards /api and /uploads to it.
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), preloadFont()],
  resolve: {
    alias: {
      '@contract': fromRoot('./src/contract'),
      '@web': fromRoot('./src/web'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
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
