import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** BUILD_DIR (default `dist`) lets parallel builds keep out of each other's way. */
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: `${buildDir}/server`, emptyOutDir: true }
    : { outDir: `${buildDir}/client`, manifest: true, emptyOutDir: true },
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  // Module Workers, so a Worker's heavy codecs stay separate chunks loaded on first use.
  worker: { format: 'es' as const },
}));
