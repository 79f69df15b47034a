import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { earlyChunks } from './scripts/lib/early-chunks';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Where the build writes its chunk graph: beside the output folder, outside what is served, so
 * dist/web gets dist/web-chunks.json. A build into another folder (--outDir) keeps its own graph
 * rather than overwriting the one that describes dist/web.
 */
export const chunkGraphOf = (outDir: string) => `${outDir.replace(/[\\/]+$/u, '')}-chunks.json`;

/**
 * Writes each chunk's modules and imports to the chunk graph file, so a test can tell which source
 * files a page downloads (tests/e2e/home-graph.spec.ts keeps the agent and personal centres out of home).
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    writeBundle(options, bundle) {
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
      const graph = chunkGraphOf(options.dir ?? r('./dist/web'));
      mkdirSync(dirname(graph), { recursive: true });
      writeFileSync(graph, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script, style sheet, SVG and JSON asset,
 * small ones included, which the server's static handler sends instead of compressing on the fly
 * (brotli quality 4, and it compresses a file of any size when it streams it): about a fifth fewer
 * bytes on a phone's first visit, and no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/u.test(file)) continue;
        const path = join(options.dir ?? r('./dist/web'), file);
        const content = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The web build of the renderer: served by the API at /, hashed assets under /assets/.
 * Each route page is its own chunk (React.lazy in src/renderer/app/pages.ts); heavy libraries
 * (qrcode, swiper) load only with the component that needs them, so home's first JavaScript stays
 * small (bench target: at most 110 KB gzip).
 */
export default defineConfig({
  root: r('.'),
  base: '/',
  plugins: [react(), chunkGraph(), precompress(), earlyChunks()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@': r('./src/renderer') },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // The shell chunk (React, the router, Redux Toolkit, i18next and the app frame) is about 450 KB.
    chunkSizeWarningLimit: 500,
    // Font slices stay files (never data: URLs in a chunk), so a page downloads only the slices it shows.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      input: r('./index.html'),
      output: {
        // Everything the entry needs at start in one chunk beside it, rather than some two dozen
        // small ones: a phone on HTTP/1.1 opens six connections, and each request costs a round trip.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://localhost:8080',
      '/ops-api': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/img': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
});
