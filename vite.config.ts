import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { coreChunk, muiThemeWithoutCssVars, toolIndex, toolTexts } from './scripts/delivery-plugins.js';

/** BUILD_DIR (default `dist`) lets parallel builds keep out of each other's way. */
const buildDir = process.env.BUILD_DIR ?? 'dist';
const toolsDir = fileURLToPath(new URL('./src/tools', import.meta.url));

export default defineConfig(({ isSsrBuild }) => {
  // What every page runs before it hydrates: one chunk (scripts/delivery-plugins.ts).
  const core = coreChunk(['src/web/entry-client.tsx', 'src/web/shell/Shell.tsx']);
  return {
    plugins: [
      react(),
      muiThemeWithoutCssVars(),
      toolIndex(toolsDir),
      toolTexts(toolsDir),
      ...(isSsrBuild ? [] : [core.plugin]),
    ],
    build: isSsrBuild
      ? { outDir: `${buildDir}/server`, emptyOutDir: true }
      : {
          outDir: `${buildDir}/client`,
          manifest: true,
          emptyOutDir: true,
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'core', test: core.test, priority: 10 }] } } },
          // Page chunks (route pages, tool pages, full metas) load only on their own page, whose HTML
          // already modulepreloads everything they import: no dependency lists for them in the core.
          modulePreload: {
            resolveDependencies: (file: string, deps: string[]) =>
              /(^|\/)([A-Z]\w*Page|meta)-[\w-]{8}\.js$/.test(file) ? [] : deps,
          },
        },
    ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
    // Module Workers, so a Worker's heavy codecs stay separate chunks loaded on first use.
    worker: { format: 'es' as const },
  };
});
