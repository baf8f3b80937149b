import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@dz/contracts';
import { apiLogin, apiRegister } from './api';
import { E2E } from './env';
import { startServer, type Server } from './server';

/**
 * Server-rendered pages show their controls before JavaScript has taken them over; a test that
 * clicks at once would click dead markup. Every goto and reload of a JavaScript page waits until
 * the app has hydrated (App.tsx marks <html data-hydrated>).
 */
function waitForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** The browser's clock set to the server's (CLOCK_AT, running since the server started) and running on from there. */
const onServerClock = (context: BrowserContext, server: Server) => context.clock.install({ time: server.now() });

/** A page whose browser already holds the given session token (no login screen, no rate limit). */
async function pageWith(browser: Browser, server: Server, token: string, browserClock: boolean, use: (p: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'bs-BA',
    storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }] },
  });
  if (browserClock) await onServerClock(context, server);
  const page = waitForHydration(await context.newPage());
  await use(page);
  await context.close();
}

interface TestFixtures {
  adminPage: Page;
  staffPage: Page;
  /**
   * The browser runs on the server's clock (test.use({ browserClock: true })): for specs whose pages
   * decide "today" in the browser (a form's default dates, a notice's status). Off by default: the
   * browser checks login tokens, which the tests sign, against the real time as the server does.
   */
  browserClock: boolean;
}

interface WorkerFixtures {
  server: Server;
  adminToken: string;
  staff: { userName: string; password: string; token: string };
}

/**
 * Fixtures: server (this worker's own: the built site on a fresh database, so no spec sees rows that
 * another worker's specs write meanwhile; baseURL is its address), adminToken (the first admin),
 * staff (a non-admin account made for this worker), and pages already logged in as either.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // A test's API calls each on a connection of their own (Connection: close). A kept-alive one that
  // sat idle while the test worked in the browser could be closed by the server (after 5 s idle,
  // apps/api/src/server.ts) just as the next call goes out on it: ECONNRESET, seen under load.
  request: async ({ playwright, server }, use) => {
    const request = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  browserClock: [false, { option: true }],
  context: async ({ context, browserClock, server }, use) => {
    if (browserClock) await onServerClock(context, server);
    await use(context);
  },
  // A page with JavaScript off (test.use({ javaScriptEnabled: false })) has nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => use(javaScriptEnabled ? waitForHydration(page) : page),
  adminToken: [
    async ({ playwright, server }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const token = await apiLogin(request, E2E.adminUserName, E2E.adminPassword);
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  staff: [
    async ({ playwright, server, adminToken }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const userName = `osoblje${workerInfo.workerIndex}`;
      const password = 'osoblje-lozinka-1';
      await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password, role: 'User' });
      const token = await apiLogin(request, userName, password);
      await request.dispose();
      // Gone with the worker's database.
      await use({ userName, password, token });
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, server, adminToken, browserClock }, use) => pageWith(browser, server, adminToken, browserClock, use),
  // A session of its own (a fresh login): Logout ends a token on the server (issue 20), so a test that signs out
  // must not end the worker's `staff.token` for the tests after it.
  staffPage: async ({ browser, server, staff, request, browserClock }, use) =>
    pageWith(browser, server, await apiLogin(request, staff.userName, staff.password), browserClock, use),
});

export { expect } from '@playwright/test';
