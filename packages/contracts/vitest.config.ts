import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's environment, setup, import and test times, for `pnpm test:times` (scripts/test-times.mjs).
    reporters: ['default', '../../scripts/vitest-times.mjs'],
    // The one place these tests' time bounds are set: loading the password rule's dictionaries
    // (password-strength.test.ts) took 1.6 s on a loaded 2-core machine, past vitest's 5 s default
    // when the other suites run beside. A passing test never waits these out.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
