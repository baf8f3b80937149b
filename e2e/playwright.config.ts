import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E, baseURL, chromiumPath } from './support/env';

const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(fs.existsSync), args: CHROMIUM_ARGS } };

/**
 * End-to-end tests: Debian's Chromium (no browser downloads) against the built web app and
 * the real API, which scripts/serve.mjs starts on a fresh PostgreSQL database and drops after.
 * Creating the database there rather than in globalSetup is deliberate: Playwright starts
 * webServer before globalSetup runs, and the server needs its database at start.
 */
export default defineConfig({
  // Subfolders too (tests/content/* holds the static pages' specs).
  testDir: './tests',
  // One folder per run: a second run on the same machine must not wipe this one's traces.
  outputDir: `./test-results/${E2E.runId}`,
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${E2E.runId}` }]] : 'list',
  use: {
    baseURL,
    locale: 'bs-BA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(fs.existsSync), args: CHROMIUM_ARGS },
  },
  projects: [
    // First, alone, on the server's fresh database: the site as a new installation shows it,
    // with no news yet (tests/empty-site, a few seconds). Everything else runs after it, in
    // parallel; it runs for a single file too (`--no-deps` skips it).
    { name: 'empty-site', testDir: './tests/empty-site', use: browser },
    { name: 'chromium', testIgnore: 'empty-site/**', dependencies: ['empty-site'], use: browser },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      E2E_PORT: String(E2E.port),
      E2E_RUN_ID: E2E.runId,
      E2E_ADMIN_USERNAME: E2E.adminUserName,
      E2E_ADMIN_PASSWORD: E2E.adminPassword,
      E2E_JWT_SECRET: E2E.jwtSecret,
    },
  },
});
