import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The web build of the renderer: served by the API at /, hashed assets under /assets/.
 * Each route page is its own chunk (React.lazy in src/renderer/app/pages.ts); heavy libraries
 * (qrcode, swiper) load only with the component that needs them, so home's first JavaScript stays
 * small (bench target: at most 150 KB gzip).
 */
export default defineConfig({
  root: r('.'),
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@': r('./src/renderer') },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Font slices stay files (never data: URLs in a chunk), so a page downloads only the slices it shows.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      input: r('./index.html'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/img': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
});
