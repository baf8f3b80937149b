// @vitest-environment happy-dom
import { API, API_ERRORS, ROUTES, WEB_UI, type Account } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';

// Issue 20: every screen that sets a password refuses a weak one before sending it (the server refuses it too),
// with the rule's Bosnian reason under the field, the focus on it.

const accounts: Account[] = [
  { id: 1, userName: 'admin', email: 'admin@dz.ba', role: 'Admin', createdAt: '2026-11-01T10:00:00.000Z' },
  { id: 2, userName: 'zlatokosa', email: 'zlatokosa@dz.ba', role: 'User', createdAt: '2026-11-02T10:00:00.000Z' },
];
let sent: { url: string; body: unknown }[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') === 'GET') return url === API.accounts ? json(accounts) : new Response('{}', { status: 404 });
    sent.push({ url, body: JSON.parse(String(init?.body)) });
    return url === API.ownPassword ? json({ token: 'novi-token' }) : url === API.register ? json({ ...accounts[1], id: 9 }) : new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (field: HTMLElement, value: string) => {
  fireEvent.input(field, { target: { value } });
  fireEvent.blur(field);
};

/** Submits with a weak password: its reason shows under the field, which has the focus, and nothing is sent. */
async function refusedBeforeSending(main: ReturnType<typeof within>, field: HTMLElement, submit: HTMLElement, password: string) {
  type(field, password);
  fireEvent.click(submit);
  const reason = await main.findByText(API_ERRORS.passwordTooGuessable);
  expect(field.getAttribute('aria-describedby')).toContain(reason.id);
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(sent).toEqual([]);
}

describe('a weak password is refused before it is sent', () => {
  it('on the register screen (the new account\'s name with a year included), then a strong one is sent', async () => {
    const main = openApp(ROUTES.register, admin);
    type(await main.findByLabelText(WEB_UI.username), 'zlatokosa');
    type(main.getByLabelText(WEB_UI.email), 'zlatokosa@dz.ba');
    const password = main.getByLabelText(WEB_UI.password);
    const submit = main.getByRole('button', { name: WEB_UI.createUser });
    for (const weak of ['Sarajevo2024', 'zlatokosa2024']) await refusedBeforeSending(main, password, submit, weak);
    type(password, 'zeleni-kamion-pjeva-7');
    fireEvent.click(submit);
    await waitFor(() => expect(sent.map((s) => s.url)).toEqual([API.register]));
  });

  it('on /lozinka\'s new password', async () => {
    const main = openApp(ROUTES.password);
    type(await main.findByLabelText(WEB_UI.currentPassword), 'stara-lozinka');
    const next = main.getByLabelText(WEB_UI.newPassword);
    type(main.getByLabelText(WEB_UI.repeatPassword), 'lozinka123');
    await refusedBeforeSending(main, next, main.getByRole('button', { name: WEB_UI.changePasswordButton }), 'lozinka123');
  });

  it('on an admin\'s reset on /nalozi (that account\'s name with digits included)', async () => {
    const main = openApp(ROUTES.accounts, admin);
    fireEvent.click(await main.findByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'zlatokosa') }));
    const form = within(main.getByRole('region', { name: WEB_UI.resetPasswordHeading('zlatokosa') }));
    await refusedBeforeSending(form, form.getByLabelText(WEB_UI.newPassword), form.getByRole('button', { name: WEB_UI.resetPasswordButton }), 'zlatokosa123');
  });

  it('every password field of these screens has its toggle; only the new ones a strength hint', async () => {
    const main = openApp(ROUTES.password);
    await main.findByLabelText(WEB_UI.currentPassword);
    expect(main.getAllByRole('button', { name: 'Prikaži lozinku' })).toHaveLength(3);
    expect(document.querySelectorAll('.password-strength')).toHaveLength(1);
  });
});
