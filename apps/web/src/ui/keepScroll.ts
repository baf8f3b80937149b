/**
 * A navigation's state that asks the page to stay where it is (app/scrollRestoration.ts): a form that filters the
 * page it is on (the clinic finder) goes to its new address without starting at the top again.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
