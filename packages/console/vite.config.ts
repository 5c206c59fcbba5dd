import { defineConfig } from 'vite';

// Built into dist/ and served by the billing server at /console (src/api/console.ts): hashed file
// names under assets/, so they can be cached forever; index.html names them.
export default defineConfig({
  base: '/console/',
  root: import.meta.dirname,
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: false, target: 'es2022' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
});
