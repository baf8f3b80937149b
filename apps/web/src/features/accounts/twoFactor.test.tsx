// @vitest-environment happy-dom
import { API, ROUTES, TWO_FACTOR_API, TWO_FACTOR_ERRORS, TWO_FACTOR_UI, WEB_UI, type Account } from '@dz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';

// Issue 20, two-factor sign-in: the login's code step, /lozinka's enrolment, /nalozi's reset.

const error = (status: number, message: string, extra: object = {}) =>
  new Response(JSON.stringify({ status, message, ...extra }), { status, headers: { 'Content-Type': 'application/json' } });
/** A token as the server signs it (the screens read its claims only). */
const token = (claims: object) =>
  `e30.${btoa(JSON.stringify({ sub: '7', name: 'amra', role: 'User', exp: 4_102_444_800, ...claims })).replace(/=+$/, '')}.sig`;

let sent: { url: string; method: string; body: unknown }[];
/** The mocked API's answer to each call, by method and path. */
let answers: Record<string, (body: Record<string, unknown>) => Response>;
beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {};
    sent.push({ url, method, body });
    return answers[`${method} ${url}`]?.(body) ?? error(404, 'x');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const logins = () => sent.filter((s) => s.url === API.login).map((s) => s.body);

describe('the login\'s code step', () => {
  async function signIn(main: ReturnType<typeof openApp>) {
    type(await main.findByLabelText(WEB_UI.username), 'amra');
    type(main.getByLabelText(WEB_UI.password), 'Amrina-Duga-Lozinka-1');
    const submit = main.getByRole('button', { name: WEB_UI.loginButton });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    return submit as HTMLButtonElement;
  }

  it('asks for the code after the right password, refuses a wrong one under the field, then signs in with all three', async () => {
    const signedIn = token({});
    answers[`POST ${API.login}`] = (b) =>
      b.code === undefined ? error(401, TWO_FACTOR_ERRORS.codeRequired, { field: 'code', secondFactor: true })
        : b.code === '123456' ? json({ token: signedIn }) : error(401, TWO_FACTOR_ERRORS.codeWrong, { field: 'code' });
    const login = vi.fn();
    const main = openApp(ROUTES.login, false, { login });
    const submit = await signIn(main);

    const code = await main.findByLabelText(TWO_FACTOR_UI.codeLabel);
    expect(main.getByRole('alert').textContent).toBe(TWO_FACTOR_ERRORS.codeRequired);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    // Not the login's failure: no 'Login failed' snackbar for the question.
    expect(screen.queryByText(WEB_UI.loginFailed)).toBeNull();
    // Nothing to send until a code is typed.
    expect(submit.disabled).toBe(true);

    type(code, '654321');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(main.getByText(TWO_FACTOR_ERRORS.codeWrong)).toBeTruthy();

    type(code, '123456');
    // The refused submit has ended (the button is back) before the next one.
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(login).toHaveBeenCalledWith(signedIn));
    expect(logins()).toEqual([
      { username: 'amra', password: 'Amrina-Duga-Lozinka-1' },
      { username: 'amra', password: 'Amrina-Duga-Lozinka-1', code: '654321' },
      { username: 'amra', password: 'Amrina-Duga-Lozinka-1', code: '123456' },
    ]);
    expect(await screen.findByText(WEB_UI.loginSuccess)).toBeTruthy();
    await waitFor(() => expect(main.queryByLabelText(TWO_FACTOR_UI.codeLabel)).toBeNull());
  });

  it('a wrong password stays the spec\'s failure, with no code field', async () => {
    answers[`POST ${API.login}`] = () => error(401, 'Pogrešno korisničko ime ili lozinka');
    const main = openApp(ROUTES.login, false);
    await signIn(main);
    expect(await screen.findByText(WEB_UI.loginFailed)).toBeTruthy();
    expect(main.queryByLabelText(TWO_FACTOR_UI.codeLabel)).toBeNull();
  });

  it('leads an admin who still has to enrol (REQUIRE_ADMIN_2FA) to /lozinka', async () => {
    answers[`POST ${API.login}`] = () => json({ token: token({ role: 'Admin', secondFactorRequired: true }), secondFactorRequired: true });
    const main = openApp(ROUTES.login, false);
    await signIn(main);
    expect(await main.findByRole('heading', { level: 1, name: WEB_UI.passwordHeading })).toBeTruthy();
  });
});

describe('/lozinka: two-factor enrolment', () => {
  const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
  const codes = Array.from({ length: 10 }, (_, i) => `abcd-e${'fghjkmnpqr'[i]}gh`);

  it('password, then the QR and the secret as text, then a code; the ten recovery codes once, then the status', async () => {
    let enabled = false;
    answers[`GET ${TWO_FACTOR_API.status}`] = () => json(enabled
      ? { enabled: true, enabledAt: '2026-03-11T09:30:00.000Z', recoveryCodesLeft: 10 } : { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    answers[`POST ${TWO_FACTOR_API.setup}`] = (b) => (b.password === 'Moja-Lozinka-Je-Duga-9' ? json(setup) : error(400, TWO_FACTOR_ERRORS.passwordWrong, { field: 'password' }));
    answers[`POST ${TWO_FACTOR_API.enable}`] = (b) => {
      if (b.code !== '123456') return error(400, TWO_FACTOR_ERRORS.codeWrong, { field: 'code' });
      enabled = true;
      return json({ recoveryCodes: codes, token: token({}) });
    };
    const login = vi.fn();
    const main = openApp(ROUTES.password, true, { login });
    const section = within(await main.findByRole('region', { name: TWO_FACTOR_UI.heading }));
    fireEvent.click(await section.findByRole('button', { name: TWO_FACTOR_UI.enable }));

    const password = section.getByLabelText(WEB_UI.password);
    await waitFor(() => expect(document.activeElement).toBe(password));
    type(password, 'pogresna');
    fireEvent.click(section.getByRole('button', { name: TWO_FACTOR_UI.continue }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(section.getByText(TWO_FACTOR_ERRORS.passwordWrong)).toBeTruthy();
    type(password, 'Moja-Lozinka-Je-Duga-9');
    const next = section.getByRole('button', { name: TWO_FACTOR_UI.continue }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);

    const qr = await section.findByRole('img', { name: TWO_FACTOR_UI.qrLabel });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`);
    expect(section.getByText(TWO_FACTOR_UI.manual)).toBeTruthy();
    expect(section.getByLabelText(TWO_FACTOR_UI.manual).textContent!.replace(/\s/g, '')).toBe(setup.secret);
    const code = section.getByLabelText(TWO_FACTOR_UI.confirmCode);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    type(code, '000000');
    fireEvent.click(section.getByRole('button', { name: TWO_FACTOR_UI.confirm }));
    expect(await section.findByText(TWO_FACTOR_ERRORS.codeWrong)).toBeTruthy();
    type(code, '123456');
    const confirm = section.getByRole('button', { name: TWO_FACTOR_UI.confirm }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    const list = within(await section.findByRole('region', { name: TWO_FACTOR_UI.recoveryHeading }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    // Focused by an effect after the codes are painted: waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(list.getByRole('heading', { name: TWO_FACTOR_UI.recoveryHeading })));
    const download = list.getByRole('link', { name: TWO_FACTOR_UI.download });
    expect(download.getAttribute('download')).toBe(TWO_FACTOR_UI.fileName);
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(codes.join('\n'));
    expect(list.getByRole('button', { name: TWO_FACTOR_UI.print })).toBeTruthy();
    // The fresh session (no longer flagged) replaces the stored one.
    expect(login).toHaveBeenCalledTimes(1);

    fireEvent.click(list.getByRole('button', { name: TWO_FACTOR_UI.saved }));
    expect(await section.findByText(TWO_FACTOR_UI.recoveryLeft(10), { exact: false })).toBeTruthy();
    expect(section.queryByText(codes[0]!)).toBeNull();
    expect(section.getByRole('button', { name: TWO_FACTOR_UI.disable })).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual([
      TWO_FACTOR_API.setup, TWO_FACTOR_API.setup, TWO_FACTOR_API.enable, TWO_FACTOR_API.enable,
    ]);
  });

  it('turns off with password and code', async () => {
    let enabled = true;
    answers[`GET ${TWO_FACTOR_API.status}`] = () => json(enabled
      ? { enabled: true, enabledAt: '2026-03-11T09:30:00.000Z', recoveryCodesLeft: 4 } : { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    answers[`POST ${TWO_FACTOR_API.disable}`] = () => { enabled = false; return new Response(null, { status: 204 }); };
    const main = openApp(ROUTES.password);
    const section = within(await main.findByRole('region', { name: TWO_FACTOR_UI.heading }));
    expect(await section.findByText(TWO_FACTOR_UI.recoveryLeft(4), { exact: false })).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: TWO_FACTOR_UI.disable }));
    type(section.getByLabelText(WEB_UI.password), 'Moja-Lozinka-Je-Duga-9');
    type(section.getByLabelText(TWO_FACTOR_UI.codeLabel), 'abcd-efgh');
    const form = section.getByLabelText(TWO_FACTOR_UI.codeLabel).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: TWO_FACTOR_UI.disable }));
    expect(await section.findByRole('button', { name: TWO_FACTOR_UI.enable })).toBeTruthy();
    expect(sent.find((s) => s.url === TWO_FACTOR_API.disable)?.body).toEqual({ password: 'Moja-Lozinka-Je-Duga-9', code: 'abcd-efgh' });
  });

  it('an admin who must enrol sees why on other staff screens, with the link; /lozinka says so too', async () => {
    const flagged = { ...admin, claims: { ...admin.claims, secondFactorRequired: true } };
    answers[`GET ${TWO_FACTOR_API.status}`] = () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const notices = openApp(ROUTES.notices, flagged);
    expect((await notices.findByRole('link', { name: TWO_FACTOR_UI.goEnable })).getAttribute('href')).toBe(ROUTES.password);
    expect(notices.getByText(TWO_FACTOR_UI.requiredElsewhere, { exact: false })).toBeTruthy();
    expect(notices.queryByRole('form')).toBeNull();
  });
});

describe('/nalozi: resetting another account\'s second factor', () => {
  it('shows "Poništi drugi faktor" only for others that have one, asks first, then sends the reset', async () => {
    const list: Account[] = [
      { id: 1, userName: 'admin', email: 'a@dz.ba', role: 'Admin', createdAt: '2026-11-01T10:00:00.000Z', twoFactor: true },
      { id: 2, userName: 'amra', email: 'amra@dz.ba', role: 'User', createdAt: '2026-11-02T10:00:00.000Z', twoFactor: true },
      { id: 3, userName: 'senad', email: 's@dz.ba', role: 'User', createdAt: '2026-11-02T10:00:00.000Z', twoFactor: false },
    ];
    answers[`GET ${API.accounts}`] = () => json(list);
    answers[`DELETE ${TWO_FACTOR_API.reset(2)}`] = () => new Response(null, { status: 204 });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const main = openApp(ROUTES.accounts, admin);
    const buttons = await main.findAllByRole('button', { name: new RegExp(`^${TWO_FACTOR_UI.reset}`) });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([WEB_UI.forItem(TWO_FACTOR_UI.reset, 'amra')]);
    fireEvent.click(buttons[0]!);
    expect(confirm).toHaveBeenCalledWith(TWO_FACTOR_UI.resetConfirm('amra'));
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    confirm.mockReturnValue(true);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText(TWO_FACTOR_UI.resetDone('amra'))).toBeTruthy();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([TWO_FACTOR_API.reset(2)]);
    await waitFor(() => expect(main.queryByRole('button', { name: new RegExp(`^${TWO_FACTOR_UI.reset}`) })).toBeNull());
  });
});
