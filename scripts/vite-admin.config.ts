/**
 * The operator dashboard (`/admin`) is its own build, apart from the site's: its chart library and code
 * never reach a visitor's page, the service worker's precache or the bundle budget. Written to
 * `<BUILD_DIR>/admin` (the server reads it from ADMIN_CLIENT_DIR, by default beside CLIENT_DIR), with
 * brotli and gzip copies of its assets like the site's (scripts/precompress.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { COMPRESSIBLE, ENCODINGS, compress } from './precompress.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const outDir = path.join(buildDir, 'admin');

function precompressed(): Plugin {
  return {
    name: 'toolbox:admin-precompress',
    apply: 'build',
    async writeBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (!file.startsWith('assets/') || !COMPRESSIBLE.test(file)) continue;
        const data = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        for (const { name, suffix } of ENCODINGS) {
          const packed = await compress(data, name, true);
          if (packed.length < data.length) await writeFile(path.join(outDir, file + suffix), packed);
        }
      }
    },
  };
}

export default defineConfig({
  root: path.join(root, 'src/web/admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [react(), precompressed()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
