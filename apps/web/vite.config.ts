import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// react-router's package exports only its development build (warnings and checks included); the
// browser's production bundle takes the production build that ships beside it (about 2 KB less on
// the landing page's budget). Tests and the build-time prerender keep the default.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// Zod for the browser: jitless, so it never probes `new Function` under the CSP (src/lib/zod-jitless.ts).
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      ...(mode === 'production' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: zodJitless }]),
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs follows the entry's static imports through the manifest.
    manifest: true,
    target: 'es2022',
    // The server sends precompressed files (scripts/compress-dist.mjs); no need to time gzip here.
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // @ojt/domain is pure data and functions, but its package.json does not say so: without this
        // rule, using one message in the entry would ship every zod schema to the landing page.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
