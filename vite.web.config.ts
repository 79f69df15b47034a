import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Where the build writes its chunk graph (outside the served folder). */
export const CHUNK_GRAPH = r('./dist/web-chunks.json');

/**
 * Writes each chunk's modules and imports to dist/web-chunks.json, so a test can tell which source
 * files a page downloads (tests/e2e/home-graph.spec.ts keeps the agent and personal centres out of home).
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[]; isEntry: boolean }> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = {
          modules: output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(r('.'), id.split('?')[0] ?? id)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
      mkdirSync(dirname(CHUNK_GRAPH), { recursive: true });
      writeFileSync(CHUNK_GRAPH, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * The web build of the renderer: served by the API at /, hashed assets under /assets/.
 * Each route page is its own chunk (React.lazy in src/renderer/app/pages.ts); heavy libraries
 * (qrcode, swiper) load only with the component that needs them, so home's first JavaScript stays
 * small (bench target: at most 150 KB gzip).
 */
export default defineConfig({
  root: r('.'),
  base: '/',
  plugins: [react(), chunkGraph()],
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
