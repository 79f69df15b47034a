import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * The desktop build. Main is ESM; the preload is ONE bundled CommonJS file because sandboxed preloads
 * cannot load ESM or require other files; the renderer is the same React app as the web build
 * (index.html at the repo root, see vite.web.config.ts), served by main over the app:// scheme.
 */
const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@': r('./src/renderer') };

export default defineConfig({
  main: {
    resolve: { alias },
    // The mirror list built into the app (comma-separated origins or domains); PLATFORM_MIRRORS or
    // PLATFORM_URL in the environment still override it at run time.
    define: { __PLATFORM_MIRRORS__: JSON.stringify(process.env.PLATFORM_MIRRORS ?? 'http://localhost:8080') },
    build: {
      outDir: r('./out/main'),
      // Self-contained (only `electron` stays external), so the installers ship no node_modules.
      externalizeDeps: false,
      lib: { entry: r('./src/main/index.ts'), formats: ['es'] },
      rolldownOptions: { output: { entryFileNames: 'index.js' } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: r('./out/preload'),
      // Everything the preload uses is bundled in; only `electron` stays external.
      externalizeDeps: false,
      lib: { entry: r('./src/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: 'index.cjs', codeSplitting: false } },
    },
  },
  renderer: {
    root: r('.'),
    resolve: { alias },
    // Absolute asset URLs, so app://app/<any client route> reloads with its assets at app://app/assets/
    // (electron-vite forces './' for file:// loading, which this shell does not use).
    plugins: [react(), { name: 'app-scheme-absolute-base', config: () => ({ base: '/' }) }],
    build: {
      outDir: r('./out/renderer'),
      emptyOutDir: true,
      // As in vite.web.config.ts: font slices stay files, loaded only when shown.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: { input: r('./index.html') },
    },
  },
});
