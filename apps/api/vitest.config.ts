import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file's environment, setup, import and test times, for `pnpm test:times` (scripts/test-times.mjs).
    reporters: ['default', '../../scripts/vitest-times.mjs'],
    globalSetup: ['test/global-setup.ts'],
    // The one place the API tests' time bounds are set, sized for a loaded 2-core machine (CI
    // runs the other suites beside): a test or hook that needs longer says why, where it is.
    // A wait for a condition inside a test is bounded by test/harness.ts WAIT_MS (half of this).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file gets its own database cloned from the migrated template.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
