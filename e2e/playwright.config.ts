import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E, chromiumPath } from './support/env';

const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(fs.existsSync), args: CHROMIUM_ARGS } };

/**
 * End-to-end tests: Debian's Chromium (no browser downloads) against the built web app and the real
 * API. Each worker starts its own server on its own fresh PostgreSQL database (support/fixtures.ts
 * `server`, scripts/serve.mjs) and drops it when it ends, so specs in different workers never share
 * rows; support/global-setup.ts chooses the PostgreSQL server (or starts an embedded one).
 */
export default defineConfig({
  // Subfolders too (tests/content/* holds the static pages' specs).
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One folder per run: a second run on the same machine must not wipe this one's traces.
  outputDir: `./test-results/${E2E.runId}`,
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Never retried, on CI neither: a test that fails by chance is a failure to fix, not to hide.
  retries: 0,
  // Every timeout of the suite, here only: sized for a 2-core machine that also runs the servers
  // and the browsers of both workers, under a CPU hog besides (a step takes seconds there, and the
  // longest test, history.spec.ts, about 30 s). They bound waits on conditions; none is a delay.
  // A test's whole story: 150 s. history.spec.ts's twelve steps took over 90 s on a CI machine at load 15
  // (2026-11-26: each step passed, the story ran out of time), when the API suite ran beside it.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds `pnpm test:times` (scripts/test-times.mjs): the slowest files and tests.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: `playwright-report/${E2E.runId}` }] as const] : []),
    ['json', { outputFile: '../.test-times/e2e.json' }],
  ],
  use: {
    locale: 'bs-BA',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(fs.existsSync), args: CHROMIUM_ARGS },
  },
  projects: [
    // The site as a new installation shows it, with no news yet (tests/empty-site): its worker's
    // database is as fresh as every worker's, so it needs no turn of its own.
    { name: 'empty-site', testDir: './tests/empty-site', use: browser },
    { name: 'chromium', testIgnore: 'empty-site/**', use: browser },
  ],
});
