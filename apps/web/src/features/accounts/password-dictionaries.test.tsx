// @vitest-environment happy-dom
import * as contracts from '@dz/contracts';
import { API, API_ERRORS, PASSWORD_UI, ROUTES, WEB_UI, type Account, type PasswordRule } from '@dz/contracts';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';

// Issue 36: register, /lozinka and an admin's reset on /nalozi show their form at once. The password rule's dictionaries
// (a chunk of 758 kB) are asked for only once the browser is idle after the screen is shown, and until they arrive the
// strength hint says the rule in words; then it follows what is typed. The server checks the rule all the same.

let dictionaries: { promise: Promise<PasswordRule>; resolve: (rule: PasswordRule) => void };
vi.mock('@dz/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof contracts>();
  return { ...actual, loadPasswordRule: vi.fn(() => dictionaries.promise) };
});
/** The rule as the dictionaries' chunk builds it (the real one, not the mock above). */
const realRule = async () => (await vi.importActual<typeof contracts>('@dz/contracts')).loadPasswordRule();

const accounts: Account[] = [
  { id: 1, userName: 'admin', email: 'admin@dz.ba', role: 'Admin', createdAt: '2026-11-01T10:00:00.000Z' },
  { id: 2, userName: 'zlatokosa', email: 'zlatokosa@dz.ba', role: 'User', createdAt: '2026-11-02T10:00:00.000Z' },
];
/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[];
beforeEach(() => {
  let resolve!: (rule: PasswordRule) => void;
  dictionaries = { promise: new Promise((r) => { resolve = r; }), resolve };
  vi.mocked(contracts.loadPasswordRule).mockClear();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    (String(input) === API.accounts ? json(accounts) : new Response('{}', { status: 404 })));
});
afterEach(() => {
  // Unmounted while the idle callbacks are still stubbed (its cancel is one of them).
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const strengthOf = (field: HTMLElement) => document.getElementById(field.id + '-strength')?.textContent;

/** The screen's form is there with its rule in words, before the dictionaries are asked for and while they load; then the hint follows. */
async function formFirst(scope: ReturnType<typeof within>, field: HTMLElement, submit: string) {
  expect(scope.getByRole('button', { name: submit })).toBeTruthy();
  expect(strengthOf(field)).toBe(PASSWORD_UI.rule);
  expect(contracts.loadPasswordRule).not.toHaveBeenCalled();

  // The browser is idle: the dictionaries are asked for. Still loading, the form works and the hint says the rule.
  for (const run of idle.splice(0)) run();
  await waitFor(() => expect(contracts.loadPasswordRule).toHaveBeenCalled());
  fireEvent.input(field, { target: { value: 'kratka' } });
  expect((field as HTMLInputElement).value).toBe('kratka');
  expect(strengthOf(field)).toBe(PASSWORD_UI.rule);

  dictionaries.resolve(await realRule());
  await waitFor(() => expect(strengthOf(field)).toBe(API_ERRORS.passwordTooShort));
}

describe('the password screens do not wait for the password dictionaries', () => {
  it('register', async () => {
    const main = openApp(ROUTES.register, admin);
    await formFirst(main, await main.findByLabelText(WEB_UI.password), WEB_UI.createUser);
  });

  it('/lozinka', async () => {
    const main = openApp(ROUTES.password);
    await formFirst(main, await main.findByLabelText(WEB_UI.newPassword), WEB_UI.changePasswordButton);
  });

  it('an admin\'s reset on /nalozi', async () => {
    const main = openApp(ROUTES.accounts, admin);
    fireEvent.click(await main.findByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'zlatokosa') }));
    const form = within(main.getByRole('region', { name: WEB_UI.resetPasswordHeading('zlatokosa') }));
    await formFirst(form, form.getByLabelText(WEB_UI.newPassword), WEB_UI.resetPasswordButton);
  });
});
