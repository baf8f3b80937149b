import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Settings shared by the Playwright config, the server script and the tests. The port and the
 * run id are chosen once in the runner process and handed to workers through the environment,
 * so two runs on one machine never share a server or an output folder.
 */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_RUN_ID ??= `${Date.now()}-${randomBytes(3).toString('hex')}`;

export const E2E = {
  port: Number(process.env.E2E_PORT),
  runId: process.env.E2E_RUN_ID,
  adminUserName: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  adminPassword: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-lozinka-1',
  // Known to the tests so they can sign tokens the server accepts or rejects on purpose.
  jwtSecret: process.env.E2E_JWT_SECRET ?? 'e2e-only-secret-0123456789abcdef0123456789abcdef',
} as const;

export const baseURL = `http://127.0.0.1:${E2E.port}`;

export const chromiumPath = (exists: (p: string) => boolean): string =>
  process.env.CHROMIUM_PATH ?? (exists('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
