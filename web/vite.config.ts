import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pureContractSchemas } from './scripts/pure-contract-plugin';

export default defineConfig({
  plugins: [pureContractSchemas(), react(), tailwindcss()],
  build: {
    // Read by scripts/check-bundle.mjs to measure the home page's initial JS.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The shared contract module has no side effects of its own (see pure-contract-plugin).
      treeshake: { moduleSideEffects: (id) => !/[\\/]contract[\\/]src[\\/]/.test(id) },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
