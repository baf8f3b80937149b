import { expect, type Page } from '@playwright/test';

/**
 * Collects what the page reports as going wrong from now on: console errors (and warnings, when
 * asked: React's hydration warnings are warnings in development builds) and uncaught errors, such
 * as React's minified hydration errors (#418, #423…). Lighthouse's best practices count them.
 */
export function consoleProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (m) => void ((m.type() === 'error' || (warnings && m.type() === 'warning')) && problems.push(`${m.type()}: ${m.text()}`)));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** Resolves after the browser has rendered a frame from here (two animation frames: the next one has been painted). */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Until what a page starts when the browser is first idle (ui/idle.ts) has run: the snackbar's code
 * on every page, and the carousel's engine where there is a carousel (news to slide). Its idle callbacks were queued
 * at hydration, before this one, so they have run when this one does (the timeout only bounds a
 * browser that is never idle, as requestIdleCallback's own); then the chunks they load have arrived
 * (their resource entries) and a frame has been rendered with them.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  const chunks = ['sonner', ...((await page.locator('.carousel[role="group"]').count()) ? ['CarouselEngine'] : [])];
  const missing = () =>
    page.evaluate((names) => names.filter((n) => !performance.getEntriesByType('resource').some((e) => new RegExp(`/${n}-[\\w-]+\\.js$`).test(e.name))), chunks);
  await expect.poll(missing, { message: 'the chunks the idle moment loads (ui/idle.ts: the snackbar, the carousel engine) have arrived' }).toEqual([]);
  await nextFrame(page);
}
