import { test as base, type Browser, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@dz/contracts';
import { apiDeleteAccount, apiLogin, apiRegister } from './api';
import { E2E, baseURL } from './env';

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

/** A page whose browser already holds the given session token (no login screen, no rate limit). */
async function pageWith(browser: Browser, token: string, use: (p: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL,
    locale: 'bs-BA',
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }] },
  });
  const page = waitForHydration(await context.newPage());
  await use(page);
  await context.close();
}

interface WorkerFixtures {
  adminToken: string;
  staff: { userName: string; password: string; token: string };
}

/**
 * Fixtures: adminToken (the first admin), staff (a non-admin account made for this worker),
 * and pages already logged in as either.
 */
export const test = base.extend<{ adminPage: Page; staffPage: Page }, WorkerFixtures>({
  // A page with JavaScript off (test.use({ javaScriptEnabled: false })) has nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => use(javaScriptEnabled ? waitForHydration(page) : page),
  adminToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      await use(await apiLogin(request, E2E.adminUserName, E2E.adminPassword));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  staff: [
    async ({ playwright, adminToken }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL });
      const userName = `osoblje${workerInfo.workerIndex}-${Date.now()}`;
      const password = 'osoblje-lozinka-1';
      await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password, role: 'User' });
      await use({ userName, password, token: await apiLogin(request, userName, password) });
      await apiDeleteAccount(request, adminToken, userName);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, adminToken }, use) => pageWith(browser, adminToken, use),
  staffPage: async ({ browser, staff }, use) => pageWith(browser, staff.token, use),
});

export { expect } from '@playwright/test';
