import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's environment, setup, import and test times, for `pnpm test:times` (scripts/test-times.mjs).
    reporters: ['default', '../../scripts/vitest-times.mjs'],
  },
});
