import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The gateway serves the built app and /api, /ws on the same origin; `vite dev` proxies both to it.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/ws': {
        target: gateway,
        ws: true,
        changeOrigin: true,
        // The gateway checks Origin on the upgrade; present the gateway's own origin.
        configure: (proxy) => {
          proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', gateway));
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Shared code under 4 kB joins a file its screens load anyway: a guarded screen asks for half as many files.
    rollupOptions: { output: { experimentalMinChunkSize: 4_000 } },
  },
});
