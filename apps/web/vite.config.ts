import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
});
