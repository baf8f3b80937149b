import { API, AUTH_SCHEME, documentTypeByKind, EDIT_UI, WEB_UI, type Editor } from '@dz/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCreateDocument } from '../support/api';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36: two staff on one edit form, in Chromium against the real API. The first hears of the second within 15 s
 * of the first's own clock (Playwright's page.clock, paused: only runFor moves it), and of the second's leaving (a
 * menu link, the address bar, the tab closed) within 15 s too. The second hears of the first at once.
 */

const zakon = documentTypeByKind('ZAKON');
const WITHIN_MS = 15_000;
const line = (page: Page) => page.getByRole('status').filter({ hasText: EDIT_UI.othersEditingHint });

/**
 * Who the server names to another tab of the first's own account (never named to the first): the admin while the second's
 * form is open, nobody once its DELETE has arrived. Waited on, so the first's clock moves only after the server knows.
 */
async function othersOfFirst(request: APIRequestContext, token: string, id: number) {
  const res = await request.put(API.presence(zakon.resource, id), {
    headers: { Authorization: `${AUTH_SCHEME} ${token}` }, data: { tab: 'e2e-probe-of-the-first' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { editors: Editor[] }).editors.map((e) => e.userName);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a second editor is seen by the first within 15 s, and is gone within 15 s of leaving by a link, by the address bar or by closing the tab', async ({ staffPage: first, adminPage: second, request, adminToken, staff }) => {
  const title = `Zakon o dvojici urednika ${Date.now()}`;
  const item = await apiCreateDocument(request, adminToken, zakon, title);
  const path = `${zakon.editPath}/${item.id}`;
  await first.clock.install();
  await first.goto(path);
  await expect(first.getByLabel(zakon.editLabel)).toHaveValue(title);
  // From here the first's timers run only when the test moves its clock.
  await first.clock.pauseAt(await first.evaluate(() => Date.now() + 1000));

  await second.goto(path);
  await expect(line(second)).toContainText(`${staff.userName} uređuje od `);
  await expect.poll(() => othersOfFirst(request, staff.token, item.id)).toEqual([E2E.adminUserName]);
  await expect(line(first)).toHaveCount(0);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toContainText(`${E2E.adminUserName} uređuje od `);

  // The second leaves by a menu link: the form goes, and with it the second's line.
  await second.getByRole('navigation', { name: WEB_UI.mainNav }).getByRole('link', { name: 'Naslovna', exact: true }).click();
  await expect(second).toHaveURL('/');
  await expect.poll(() => othersOfFirst(request, staff.token, item.id)).toEqual([]);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toHaveCount(0);

  // Back; then away by the address bar (a full load: pagehide). Playwright does not report a keepalive request of a
  // page being left, so the server is asked instead (usePresence.test.tsx checks the DELETE itself).
  await second.goBack();
  await expect(line(second)).toContainText(`${staff.userName} uređuje od `);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toContainText(`${E2E.adminUserName} uređuje od `);
  await second.goto('/');
  await expect.poll(() => othersOfFirst(request, staff.token, item.id)).toEqual([]);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toHaveCount(0);

  // Open once more, then the tab closed.
  await second.goto(path);
  await expect(line(second)).toContainText(`${staff.userName} uređuje od `);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toContainText(`${E2E.adminUserName} uređuje od `);
  await second.close({ runBeforeUnload: true });
  await expect.poll(() => othersOfFirst(request, staff.token, item.id)).toEqual([]);
  await first.clock.runFor(WITHIN_MS);
  await expect(line(first)).toHaveCount(0);
});
