import type { Page } from '@playwright/test';

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

/** Until the browser's next idle moment and a little after: what a page starts when idle has run. */
export const afterIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 2000 })));
