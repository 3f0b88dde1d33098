// `npm run playground` serves this page with vite; the browser test builds it with this config.
// The page imports the compiler and the runtime from this repository's sources.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
