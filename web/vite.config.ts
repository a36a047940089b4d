import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Read by scripts/check-bundle.mjs to measure the home page's initial JS.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Chunks under this size are merged into a chunk that is always loaded with them: on
        // HTTP/1.1 a browser fetches six files at a time, so each small file costs a round trip.
        experimentalMinChunkSize: 20_000,
        // The framework every screen needs, in chunks of their own: the app's entry chunk stays
        // below Vite's 500 kB warning, and a new build of the app's code leaves these cached.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/react-router\//.test(id)) return 'router';
          if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return 'query';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
});
