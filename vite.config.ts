import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compressAssets, prerenderPages } from './scripts/build-pages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'dist/client');
const prerenderDir = path.join(here, 'dist/prerender');

// The client is built into dist/client and served by Fastify in production.
// In development Vite serves it and proxies the API to the Fastify dev server (PORT, default 3000).
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  environments: {
    client: {
      build: {
        outDir: clientDir,
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser the app supports knows <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: {
            index: path.join(here, 'src/client/index.html'),
            // The prerendered pages' only script: it loads the app after their first paint.
            'paint-first': path.join(here, 'src/client/paint-first.ts'),
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id: string) => !id.includes('paint-first'),
                  priority: 3,
                },
                { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 2 },
                {
                  name: 'ui-kit',
                  test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The same pages built for Node, only to render the public pages to HTML at build time.
    ssr: {
      build: {
        outDir: prerenderDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: path.join(here, 'src/client/prerender.tsx') },
      },
    },
  },
  // `vite build`: the client, then the prerenderer; then the public pages' HTML and the compressed assets.
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`Vite has no '${name}' environment to build`);
        await builder.build(environment);
      }
      await prerenderPages({ clientDir, serverEntry: path.join(prerenderDir, 'prerender.js') });
      await compressAssets(clientDir);
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
