import { randomBytes } from 'node:crypto';

/**
 * Settings shared by the Playwright config, the servers and the tests. The run id is chosen once in
 * the runner process and handed to workers through the environment, so two runs on one machine never
 * share an output folder. Each worker starts its own server on its own port (support/server.ts).
 */
process.env.E2E_RUN_ID ??= `${Date.now()}-${randomBytes(3).toString('hex')}`;

export const E2E = {
  runId: process.env.E2E_RUN_ID,
  adminUserName: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  adminPassword: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-lozinka-1',
  // Known to the tests so they can sign tokens the server accepts or rejects on purpose.
  jwtSecret: process.env.E2E_JWT_SECRET ?? 'e2e-only-secret-0123456789abcdef0123456789abcdef',
  /**
   * Where the servers' clock starts (their CLOCK_AT): a Wednesday, 10:30 in Sarajevo, far from any
   * midnight, so "today" is the same day on every run and through a whole run. A spec whose pages
   * decide "today" in the browser runs the browser on it too (fixtures.ts, browserClock). Login
   * tokens stay on the real time (the server checks them against it).
   */
  clockAt: '2026-03-11T09:30:00Z',
} as const;

export const chromiumPath = (exists: (p: string) => boolean): string =>
  process.env.CHROMIUM_PATH ?? (exists('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
