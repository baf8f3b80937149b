import { ACCOUNTS_UI, API, API_ERRORS, ROUTES, WEB_UI, type Account } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp, submitRefused } from '../../test/app';

// docs/product.md "Passwords and roles": the password screen, an admin's reset, the role choice.

const accounts: Account[] = [
  { id: 1, userName: 'admin', email: 'admin@dz.ba', role: 'Admin', createdAt: '2026-11-01T10:00:00.000Z' },
  { id: 2, userName: 'amra', email: 'amra@dz.ba', role: 'User', createdAt: '2026-11-02T10:00:00.000Z' },
  { id: 3, userName: 'stari', email: 'stari@dz.ba', role: 'Korisnik', createdAt: '2026-11-03T10:00:00.000Z' },
];
const error = (status: number, message: string, field?: string) =>
  new Response(JSON.stringify({ status, message, field }), { status, headers: { 'Content-Type': 'application/json' } });

/** The mocked API: the accounts list, and `answer` for every write (recorded in `sent`). */
let sent: { url: string; method: string; body: unknown }[];
let answer: () => Response;
beforeEach(() => {
  sent = [];
  answer = () => new Response(null, { status: 204 });
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === API.accounts) return json(accounts);
    if (method === 'GET') return error(404, API_ERRORS.notFound);
    sent.push({ url, method, body: JSON.parse(String(init?.body)) });
    return answer();
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

describe('the password screen (/lozinka)', () => {
  const fields = async (main: ReturnType<typeof openApp>) => ({
    current: await main.findByLabelText(WEB_UI.currentPassword),
    next: main.getByLabelText(WEB_UI.newPassword),
    repeat: main.getByLabelText(WEB_UI.repeatPassword),
    submit: main.getByRole('button', { name: WEB_UI.changePasswordButton }),
  });

  it('asks a visitor to log in', async () => {
    const main = openApp(ROUTES.password, false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.passwordHeading);
    expect(main.getByText(WEB_UI.loginRequired)).toBeTruthy();
    expect(main.queryByLabelText(WEB_UI.currentPassword)).toBeNull();
  });

  it('shows each field\'s message in Bosnian and sends nothing until the form holds', async () => {
    const main = openApp(ROUTES.password);
    const f = await fields(main);
    const form = (f.current as HTMLInputElement).form!;
    expect(await submitRefused(form, () => sent)).toBe(f.current);
    expect((await main.findAllByText(WEB_UI.fieldRequired)).length).toBeGreaterThanOrEqual(2);
    type(f.current, 'stara-lozinka');
    type(f.next, 'kratka');
    expect(await main.findByText(API_ERRORS.passwordTooShort)).toBeTruthy();
    type(f.next, 'nova-lozinka-1');
    type(f.repeat, 'nova-lozinka-2');
    // The message shows as the field is left; the submit is refused as well, and sends nothing.
    expect(await main.findByText(WEB_UI.passwordsDiffer)).toBeTruthy();
    expect(await submitRefused(form, () => sent)).toBe(f.repeat);
    expect(f.repeat.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts the server\'s 400 on currentPassword under that field', async () => {
    answer = () => error(400, API_ERRORS.currentPasswordWrong, 'currentPassword');
    const main = openApp(ROUTES.password);
    const f = await fields(main);
    type(f.current, 'pogresna-lozinka');
    type(f.next, 'nova-lozinka-1');
    type(f.repeat, 'nova-lozinka-1');
    fireEvent.click(f.submit);
    const message = await main.findByText(API_ERRORS.currentPasswordWrong);
    expect(f.current.getAttribute('aria-describedby')).toContain(message.id);
    expect(sent).toEqual([{ url: API.ownPassword, method: 'PUT', body: { currentPassword: 'pogresna-lozinka', newPassword: 'nova-lozinka-1' } }]);
  });

  it('keeps the fresh session the answer brings, then goes home', async () => {
    answer = () => json({ token: 'novi-token' });
    const login = vi.fn();
    const main = openApp(ROUTES.password, true, { login });
    const f = await fields(main);
    type(f.current, 'stara-lozinka');
    type(f.next, 'nova-lozinka-1');
    type(f.repeat, 'nova-lozinka-1');
    fireEvent.click(f.submit);
    await waitFor(() => expect(login).toHaveBeenCalledWith('novi-token'));
    await waitFor(() => expect(main.queryByLabelText(WEB_UI.currentPassword)).toBeNull());
  });
});

describe('the accounts screen (/nalozi)', () => {
  it('names each role, says what the roles may do, and offers a new password for every other account', async () => {
    const main = openApp(ROUTES.accounts, admin);
    const rows = await main.findAllByRole('row');
    const row = (name: string) => within(rows.find((r) => r.textContent?.includes(name))!);
    expect(row('admin').getByText('Administrator')).toBeTruthy();
    expect(row('amra').getByText('Osoblje')).toBeTruthy();
    expect(row('stari').getByText('Osoblje (Korisnik)')).toBeTruthy();
    expect(main.getByText('Administrator: nalozi, kontakti ustanove, sve kao osoblje')).toBeTruthy();
    expect(main.getByText('Osoblje: novosti, dokumenti, ambulante, službe, obavijesti')).toBeTruthy();
    // The admin's own row (token sub 1): its password changes on /lozinka.
    expect(row('admin').queryByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'admin') })).toBeNull();
    expect(row('amra').getByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'amra') })).toBeTruthy();
  });

  it('offers no delete on the own row (the server refuses it), and one on every other (issue 21)', async () => {
    const main = openApp(ROUTES.accounts, admin);
    const rows = await main.findAllByRole('row');
    const row = (name: string) => within(rows.find((r) => r.querySelector('th[scope="row"]')?.textContent === name)!);
    expect(row('admin').queryByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toBeNull();
    expect(row('amra').getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toBeTruthy();
    expect(row('stari').getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toBeTruthy();
  });

  it('"Nova lozinka" opens a small form for that account, checks the password and sends it', async () => {
    const main = openApp(ROUTES.accounts, admin);
    fireEvent.click(await main.findByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'amra') }));
    const form = within(main.getByRole('region', { name: WEB_UI.resetPasswordHeading('amra') }));
    const field = form.getByLabelText(WEB_UI.newPassword);
    await waitFor(() => expect(document.activeElement).toBe(field));
    type(field, 'kratka');
    expect(await form.findByText(API_ERRORS.passwordTooShort)).toBeTruthy();
    type(field, 'postavljena-lozinka');
    fireEvent.click(form.getByRole('button', { name: WEB_UI.resetPasswordButton }));
    await waitFor(() => expect(main.queryByRole('region', { name: WEB_UI.resetPasswordHeading('amra') })).toBeNull());
    expect(sent).toEqual([{ url: API.accountPassword(2), method: 'PUT', body: { newPassword: 'postavljena-lozinka' } }]);
  });

  it('shows the server\'s refusal under the field, and Otkaži closes the form', async () => {
    answer = () => error(400, API_ERRORS.passwordTooLong, 'newPassword');
    const main = openApp(ROUTES.accounts, admin);
    fireEvent.click(await main.findByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, 'stari') }));
    const form = within(main.getByRole('region', { name: WEB_UI.resetPasswordHeading('stari') }));
    type(form.getByLabelText(WEB_UI.newPassword), 'dovoljno-duga-lozinka');
    fireEvent.click(form.getByRole('button', { name: WEB_UI.resetPasswordButton }));
    expect(await form.findByText(API_ERRORS.passwordTooLong)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: WEB_UI.cancel }));
    expect(main.queryByRole('region', { name: WEB_UI.resetPasswordHeading('stari') })).toBeNull();
  });
});

describe('the register screen\'s role', () => {
  it('is a choice of Osoblje (stored User, the default) and Administrator (stored Admin), each with what it may do', async () => {
    answer = () => json({ ...accounts[1], id: 9, userName: 'novi' });
    const main = openApp(ROUTES.register, admin);
    const role = (await main.findByLabelText(WEB_UI.role)) as HTMLSelectElement;
    expect(role.tagName).toBe('SELECT');
    expect(Array.from(role.options, (o) => [o.value, o.text])).toEqual([['Admin', 'Administrator'], ['User', 'Osoblje']]);
    expect(role.value).toBe('User');
    expect(main.getByText('Osoblje: novosti, dokumenti, ambulante, službe, obavijesti')).toBeTruthy();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.change(role, { target: { value: 'Admin' } });
    expect(confirm).toHaveBeenCalledWith(ACCOUNTS_UI.adminConfirm);
    expect(await main.findByText('Administrator: nalozi, kontakti ustanove, sve kao osoblje')).toBeTruthy();
    type(main.getByLabelText(WEB_UI.username), 'novi');
    type(main.getByLabelText(WEB_UI.email), 'novi@dz.ba');
    type(main.getByLabelText(WEB_UI.password), 'nova-lozinka-1');
    fireEvent.click(main.getByRole('button', { name: WEB_UI.createUser }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ username: 'novi', email: 'novi@dz.ba', password: 'nova-lozinka-1', role: 'Admin' }]));
  });

  it('asks before giving the admin role; declined, the choice stays Osoblje and that is what is sent (issue 21)', async () => {
    answer = () => json({ ...accounts[1], id: 9, userName: 'novi' });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const main = openApp(ROUTES.register, admin);
    const role = (await main.findByLabelText(WEB_UI.role)) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'Admin' } });
    expect(confirm).toHaveBeenCalledWith(ACCOUNTS_UI.adminConfirm);
    expect(role.value).toBe('User');
    expect(main.getByText('Osoblje: novosti, dokumenti, ambulante, službe, obavijesti')).toBeTruthy();
    type(main.getByLabelText(WEB_UI.username), 'novi');
    type(main.getByLabelText(WEB_UI.email), 'novi@dz.ba');
    type(main.getByLabelText(WEB_UI.password), 'nova-lozinka-1');
    fireEvent.click(main.getByRole('button', { name: WEB_UI.createUser }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ username: 'novi', email: 'novi@dz.ba', password: 'nova-lozinka-1', role: 'User' }]));
  });
});
