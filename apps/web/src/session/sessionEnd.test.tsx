// @vitest-environment happy-dom
import { API, API_ERRORS, IMAGE_FIELD, NEWS_PICTURE_UI, ROUTES, SESSION_COOKIE, SESSION_UI, TOKEN_STORAGE_KEY, TWO_FACTOR_UI, WEB_UI } from '@dz/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { request } from '../api/client';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { unitKeys } from '../features/pages/queries';
import { FIXTURE_NOW, frameFixture } from '../test/fixtures';
import { notify } from '../ui/notify';
import { ENDING_MS } from './useRenewal';

// Issue 21: sessions that end politely, and a 401 that never costs the form. The whole app with its real session,
// the API answered at the network's edge (fetch, and XMLHttpRequest for the multipart saves); timers and Date are
// vitest's fake ones, moved on by the test.

const NOW_S = FIXTURE_NOW.getTime() / 1000;
const HOUR_S = 3600;
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token as the server issues them (its claims readable; the signature is the server's business). */
const tokenFor = (n: number, exp: number, iat = exp - HOUR_S) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '2', name: 'osoblje', role: 'User', iat, exp, jti: `t${n}` })}.c2ln`;
const FIRST = tokenFor(1, NOW_S + HOUR_S, NOW_S);
const FRESH = tokenFor(2, NOW_S + 9 * HOUR_S);

interface Call { method: string; url: string; authorization: string | null; body: unknown }
const calls: Call[] = [];
type Answer = { status: number; body?: unknown };
let answer: (c: Call) => Answer;
const errorBody = (status: number, message: string) => ({ status, body: { status, message } });
const saved = {
  id: 7, naslov: 'Vakcinacija', opis: 'Termini', imageAlt: 'Sestra daje vakcinu', imageDecorative: false, imageCaption: '', slikaUrl: '/s.jpg',
  slikaKarticaUrl: '/k.jpg', createdAt: '', updatedAt: '',
};

/** XMLHttpRequest as far as api/upload.ts uses it, answered by `answer` (jsdom's would go to the network). */
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private call: Call = { method: '', url: '', authorization: null, body: undefined };
  open(method: string, url: string) {
    this.call = { method, url, authorization: null, body: undefined };
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'authorization') this.call.authorization = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    const call = { ...this.call, body };
    calls.push(call);
    void Promise.resolve().then(() => {
      const a = answer(call);
      this.status = a.status;
      this.responseText = a.body === undefined ? '' : JSON.stringify(a.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  calls.length = 0;
  answer = ({ url }) => errorBody(404, `${url}?`);
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(FIXTURE_NOW);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs; the news form previews the chosen image with one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slika', revokeObjectURL: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const a = answer(call);
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status });
  });
  localStorage.setItem(TOKEN_STORAGE_KEY, FIRST);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Waits for a condition with the fake clock (React told it is outside act, as Testing Library's own waits do), as long
 * as Testing Library's waits (vite.config.ts `asyncUtilTimeout`, sized with the runner's testTimeout): a bound of its
 * own, 10 s, ran out first on a loaded machine before the news form had appeared (issue 40).
 */
async function until(check: () => void) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await vi.waitFor(check, { timeout: inject('asyncUtilTimeout') });
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Moves the fake clock to an instant, seconds after FIXTURE_NOW (the waits above move it a little on their own). */
const advanceTo = (secondsAfter: number) => advance(FIXTURE_NOW.getTime() + secondsAfter * 1000 - Date.now());

/** The news form, signed in with the stored token; a title typed and an image chosen. */
async function openNewsForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults(unitKeys.frame, { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(unitKeys.frame, frameFixture);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [ROUTES.newsCreate] });
  render(
    <App queryClient={client} hydrating={false}>
      <RouterProvider router={router} />
    </App>,
  );
  await until(() => expect(screen.getByLabelText(WEB_UI.newsTitleLabel)).toBeTruthy());
  // The signed-in frame is complete: its account menu (app/staffFrame.ts loads it apart).
  await until(() => expect(document.querySelector('.account-menu')).not.toBeNull());
  const title = screen.getByLabelText(WEB_UI.newsTitleLabel) as HTMLInputElement;
  const body = screen.getByLabelText(WEB_UI.newsBodyLabel) as HTMLTextAreaElement;
  const picker = screen.getByLabelText(WEB_UI.imageLabel) as HTMLInputElement;
  const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'vakcinacija.png', { type: 'image/png' });
  fireEvent.input(title, { target: { value: 'Vakcinacija' } });
  fireEvent.input(body, { target: { value: 'Termini su utorkom.' } });
  fireEvent.input(screen.getByLabelText(NEWS_PICTURE_UI.altLabel), { target: { value: 'Sestra daje vakcinu' } });
  fireEvent.change(picker, { target: { files: [image] } });
  const submit = screen.getByRole('button', { name: WEB_UI.newsCreateButton }) as HTMLButtonElement;
  await until(() => expect(submit.disabled).toBe(false));
  return { router, title, body, picker, image, submit };
}

const footer = () => within(screen.getByRole('contentinfo'));
/** The session cookie's value, if the document has one. */
const sessionCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
const signedOutMenus = () => {
  expect(footer().getByRole('link', { name: WEB_UI.login })).toBeTruthy();
  expect(document.querySelector('.account-menu')).toBeNull();
};
const saves = () => calls.filter((c) => c.url === API.newsList && c.method === 'POST');
const dialog = () => screen.queryByRole('dialog', { name: SESSION_UI.dialogTitle });
/** The form as the user left it: the text and the very File object chosen. */
function formKept(f: Awaited<ReturnType<typeof openNewsForm>>) {
  expect(f.title.isConnected && f.title.value).toBe('Vakcinacija');
  expect(f.body.value).toBe('Termini su utorkom.');
  expect(f.picker.files?.[0]).toBe(f.image);
  expect(f.router.state.location.pathname).toBe(ROUTES.newsCreate);
}

describe('the session\'s end, announced (issue 21)', () => {
  it('shows a polite banner five minutes before exp; "Ostani prijavljen" stores the renewed token', async () => {
    answer = (c) => (c.url === API.refresh ? { status: 200, body: { token: FRESH } } : errorBody(404, '?'));
    const f = await openNewsForm();
    await advanceTo(HOUR_S - ENDING_MS / 1000 - 1);
    expect(screen.queryByText(SESSION_UI.ending)).toBeNull();
    await advanceTo(HOUR_S - ENDING_MS / 1000);
    const banner = screen.getByText(SESSION_UI.ending).closest('[role="status"]');
    expect(banner).not.toBeNull();
    expect(dialog()).toBeNull();
    fireEvent.click(within(banner as HTMLElement).getByRole('button', { name: SESSION_UI.stay }));
    await until(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH));
    expect(calls.filter((c) => c.url === API.refresh)).toEqual([{ method: 'POST', url: API.refresh, authorization: `Bearer ${FIRST}`, body: undefined }]);
    await until(() => expect(screen.queryByText(SESSION_UI.ending)).toBeNull());
    // The first token's exp passes: nothing ends, the renewed one runs.
    await advanceTo(HOUR_S + 2);
    expect(footer().queryByRole('link', { name: WEB_UI.login })).toBeNull();
    expect(screen.queryByText(SESSION_UI.expired)).toBeNull();
    formKept(f);
  });

  it('takes the token another tab renewed (the storage event): the banner goes', async () => {
    await openNewsForm();
    await advanceTo(HOUR_S - ENDING_MS / 1000);
    expect(screen.getByText(SESSION_UI.ending)).toBeTruthy();
    localStorage.setItem(TOKEN_STORAGE_KEY, FRESH);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: FRESH })));
    expect(screen.queryByText(SESSION_UI.ending)).toBeNull();
    expect(calls.filter((c) => c.url === API.refresh)).toEqual([]);
  });

  it('switches the menus to signed out at exp, without any request, and keeps the form; the banner offers the sign-in', async () => {
    const f = await openNewsForm();
    expect(document.querySelector('.account-menu')).not.toBeNull();
    await advanceTo(HOUR_S + 1);
    signedOutMenus();
    expect(calls).toEqual([]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const banner = screen.getByText(SESSION_UI.expired).closest('[role="status"]') as HTMLElement;
    formKept(f);
    fireEvent.click(within(banner).getByRole('button', { name: SESSION_UI.signInAgain }));
    await until(() => expect(dialog()).not.toBeNull());
    expect((within(dialog()!).getByLabelText(WEB_UI.username) as HTMLInputElement).value).toBe('osoblje');
  });

  it('renews silently on typing and clicks in the last half of the lifetime, at most once in ten minutes', async () => {
    let refused = true;
    answer = (c) => (c.url !== API.refresh ? errorBody(404, '?') : refused ? errorBody(503, API_ERRORS.unavailable) : { status: 200, body: { token: FRESH } });
    const refreshes = () => calls.filter((c) => c.url === API.refresh).length;
    const f = await openNewsForm();
    fireEvent.keyDown(f.title, { key: 'a' });
    await advanceTo(HOUR_S / 2 - 1);
    fireEvent.keyDown(f.title, { key: 'a' });
    expect(refreshes()).toBe(0);
    await advanceTo(HOUR_S / 2);
    fireEvent.keyDown(f.title, { key: 'a' });
    await until(() => expect(refreshes()).toBe(1));
    // That one failed (503, said to no one: the token still runs); the next try waits ten minutes.
    await advanceTo(HOUR_S / 2 + 9 * 60);
    fireEvent.pointerDown(f.body);
    fireEvent.keyDown(f.title, { key: 'a' });
    expect(refreshes()).toBe(1);
    refused = false;
    await advanceTo(HOUR_S / 2 + 10 * 60 + 1);
    fireEvent.pointerDown(f.body);
    await until(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH));
    expect(refreshes()).toBe(2);
    expect(screen.queryByText(SESSION_UI.renewFailed)).toBeNull();
    formKept(f);
  });

  it('past SESSION_MAX_HOURS shows the refusal\'s message and asks for the password', async () => {
    answer = (c) => (c.url === API.refresh ? errorBody(401, API_ERRORS.sessionTooOld) : errorBody(404, '?'));
    const f = await openNewsForm();
    await advanceTo(HOUR_S - ENDING_MS / 1000);
    fireEvent.click(screen.getByRole('button', { name: SESSION_UI.stay }));
    await until(() => expect(dialog()).not.toBeNull());
    expect(within(dialog()!).getByText(API_ERRORS.sessionTooOld)).toBeTruthy();
    await until(() => expect(within(dialog()!).getByLabelText(WEB_UI.password)).toBe(document.activeElement));
    expect(screen.getByText(`${SESSION_UI.expired} ${API_ERRORS.sessionTooOld}`)).toBeTruthy();
    signedOutMenus();
    formKept(f);
  });
});

describe('a 401 never costs the form (issue 21)', () => {
  it('opens the sign-in over the form, signs in, sends the same save once more and goes on as a save does', async () => {
    const success = vi.spyOn(notify, 'success');
    answer = (c) => {
      if (c.url === API.login) return { status: 200, body: { token: FRESH } };
      if (c.url === API.newsList) return c.authorization === `Bearer ${FRESH}` ? { status: 201, body: saved } : errorBody(401, API_ERRORS.invalidToken);
      return errorBody(404, '?');
    };
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    const d = within(dialog()!);
    signedOutMenus();
    formKept(f);
    expect(d.getByText(API_ERRORS.invalidToken)).toBeTruthy();
    const user = d.getByLabelText(WEB_UI.username) as HTMLInputElement;
    expect([user.value, user.readOnly]).toEqual(['osoblje', true]);
    const password = d.getByLabelText(WEB_UI.password);
    await until(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'moja-lozinka' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));

    await until(() => expect(f.router.state.location.pathname).toBe(ROUTES.home));
    expect(calls.find((c) => c.url === API.login)?.body).toEqual({ username: 'osoblje', password: 'moja-lozinka' });
    expect(saves().map((c) => c.authorization)).toEqual([`Bearer ${FIRST}`, `Bearer ${FRESH}`]);
    for (const c of saves()) {
      const sent = c.body as FormData;
      expect([sent.get('naslov'), sent.get('opis')]).toEqual(['Vakcinacija', 'Termini su utorkom.']);
      expect(sent.get(IMAGE_FIELD)).toBe(f.image);
    }
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH);
    expect(dialog()).toBeNull();
    expect(footer().queryByRole('link', { name: WEB_UI.login })).toBeNull();
    // The login page's welcome is not the dialog's: only the save's own message.
    expect(success).not.toHaveBeenCalledWith(WEB_UI.loginSuccess);
  });

  it('a token gone from storage in this tab (no storage event) ends the session at the save\'s 401: the dialog, then the same save', async () => {
    answer = (c) => {
      if (c.url === API.login) return { status: 200, body: { token: FRESH } };
      if (c.url === API.newsList) return c.authorization === `Bearer ${FRESH}` ? { status: 201, body: saved } : errorBody(401, API_ERRORS.unauthorized);
      return errorBody(404, '?');
    };
    const f = await openNewsForm();
    // The session's cookie for page loads (issue 36: sessionCookie.ts) follows it throughout.
    await until(() => expect(sessionCookie()).toBe(FIRST));
    // As "clear site data" or another script does: the menus still show the session until a call says otherwise.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    const d = within(dialog()!);
    signedOutMenus();
    formKept(f);
    await until(() => expect(sessionCookie()).toBeUndefined());
    expect(d.getByText(API_ERRORS.invalidToken)).toBeTruthy();
    expect((d.getByLabelText(WEB_UI.username) as HTMLInputElement).value).toBe('osoblje');
    fireEvent.change(d.getByLabelText(WEB_UI.password), { target: { value: 'moja-lozinka' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));
    await until(() => expect(f.router.state.location.pathname).toBe(ROUTES.home));
    expect(saves().map((c) => c.authorization)).toEqual([null, `Bearer ${FRESH}`]);
    const sent = saves()[1]!.body as FormData;
    expect([sent.get('naslov'), sent.get('opis'), sent.get(IMAGE_FIELD)]).toEqual(['Vakcinacija', 'Termini su utorkom.', f.image]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH);
    await until(() => expect(sessionCookie()).toBe(FRESH));
  });

  it('asks for the second factor\'s code like the login page, then retries', async () => {
    answer = (c) => {
      if (c.url === API.login) {
        const code = (c.body as { code?: string }).code;
        if (code === '123456') return { status: 200, body: { token: FRESH } };
        return { status: 401, body: { status: 401, message: 'Unesite kod iz aplikacije.', field: 'code', secondFactor: true } };
      }
      if (c.url === API.newsList) return c.authorization === `Bearer ${FRESH}` ? { status: 201, body: saved } : errorBody(401, API_ERRORS.invalidToken);
      return errorBody(404, '?');
    };
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    const d = within(dialog()!);
    fireEvent.change(d.getByLabelText(WEB_UI.password), { target: { value: 'moja-lozinka' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));
    await until(() => expect(d.getByText('Unesite kod iz aplikacije.')).toBeTruthy());
    const code = d.getByLabelText(TWO_FACTOR_UI.codeLabel);
    await until(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));
    await until(() => expect(f.router.state.location.pathname).toBe(ROUTES.home));
    expect(saves()).toHaveLength(2);
    expect(saves()[1]!.authorization).toBe(`Bearer ${FRESH}`);
  });

  it('cancel fails the save with its 401: the form stays as it was, nothing sent again', async () => {
    answer = (c) => (c.url === API.newsList ? errorBody(401, API_ERRORS.invalidToken) : errorBody(404, '?'));
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    fireEvent.click(within(dialog()!).getByRole('button', { name: SESSION_UI.cancel }));
    expect(dialog()).toBeNull();
    await until(() => expect(f.submit.disabled).toBe(false));
    formKept(f);
    expect(saves()).toHaveLength(1);
    expect(calls.filter((c) => c.url === API.login)).toEqual([]);
  });

  it('Escape cancels, and Tab keeps the focus inside the dialog', async () => {
    answer = (c) => (c.url === API.newsList ? errorBody(401, API_ERRORS.invalidToken) : errorBody(404, '?'));
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    const tabbable = Array.from(box.querySelectorAll<HTMLElement>('input, button:not([disabled])'));
    const [first, last] = [tabbable[0]!, tabbable[tabbable.length - 1]!];
    expect(last.textContent).toBe(SESSION_UI.cancel);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    await until(() => expect(f.submit.disabled).toBe(false));
    formKept(f);
    expect(saves()).toHaveLength(1);
  });

  it('a 403 after a role change: no dialog, the form stays and says why', async () => {
    answer = (c) => (c.url === API.newsList ? errorBody(403, API_ERRORS.forbidden) : errorBody(404, '?'));
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(screen.getByText(SESSION_UI.forbiddenKept)).toBeTruthy());
    expect(dialog()).toBeNull();
    formKept(f);
    expect(footer().queryByRole('link', { name: WEB_UI.login })).toBeNull();
  });

  it('a sign-in in another tab (the storage event) lets the waiting save go on with that token', async () => {
    answer = (c) => (c.url === API.newsList ? (c.authorization === `Bearer ${FRESH}` ? { status: 201, body: saved } : errorBody(401, API_ERRORS.invalidToken)) : errorBody(404, '?'));
    const f = await openNewsForm();
    fireEvent.click(f.submit);
    await until(() => expect(dialog()).not.toBeNull());
    localStorage.setItem(TOKEN_STORAGE_KEY, FRESH);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: FRESH })));
    await until(() => expect(f.router.state.location.pathname).toBe(ROUTES.home));
    expect(dialog()).toBeNull();
    expect(saves().map((c) => c.authorization)).toEqual([`Bearer ${FIRST}`, `Bearer ${FRESH}`]);
  });

  it('several calls refused at once share one dialog, and each is sent again once after the sign-in', async () => {
    answer = (c) => {
      if (c.url === API.login) return { status: 200, body: { token: FRESH } };
      if (c.url.startsWith('/api/Obavijest')) return c.authorization === `Bearer ${FRESH}` ? { status: 204 } : errorBody(401, API_ERRORS.invalidToken);
      return errorBody(404, '?');
    };
    await openNewsForm();
    const a = request('/api/Obavijest/1', { method: 'DELETE' });
    const b = request('/api/Obavijest/2', { method: 'DELETE' });
    await until(() => expect(dialog()).not.toBeNull());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const d = within(dialog()!);
    fireEvent.change(d.getByLabelText(WEB_UI.password), { target: { value: 'moja-lozinka' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    expect(calls.filter((c) => c.url === API.login)).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith('/api/Obavijest')).map((c) => `${c.url} ${c.authorization === `Bearer ${FRESH}`}`).sort())
      .toEqual(['/api/Obavijest/1 false', '/api/Obavijest/1 true', '/api/Obavijest/2 false', '/api/Obavijest/2 true']);
  });
});
