// @vitest-environment happy-dom
import { API, CODE_NAV, DEFAULT_MENUS, MENU_TEXT, ROUTES, type MenuItem } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

// /urednik/izbornici (issue 39): staff edit the navbar's menu as items (name, kind, target), moved with buttons; a save
// sends the tree with the version it was made from (If-Match); the API's 400 naming an item's field shows under it.
const puts: { body: { items: MenuItem[]; publish: boolean }; ifMatch: string | null }[] = [];
let reply: 'ok' | 'bad-url' = 'ok';
const tagged = (body: unknown, tag: string) => {
  const r = json(body);
  r.headers.set('ETag', tag);
  return r;
};
const staffMenu = (items: MenuItem[], version: number) => ({
  name: 'glavni', items, published: DEFAULT_MENUS.glavni, changed: version > 1, version, publishedAt: null, preview: CODE_NAV.glavni,
});
beforeEach(() => {
  puts.length = 0;
  reply = 'ok';
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === API.menu('glavni') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push({ body, ifMatch: new Headers(init.headers).get('If-Match') });
      if (reply === 'bad-url') return new Response(JSON.stringify({ status: 400, message: MENU_TEXT.httpsOnly, field: 'items.6.link.url' }), { status: 400 });
      return tagged(staffMenu(body.items, 2), '"m2"');
    }
    if (url === `${API.menu('glavni')}/uredi`) return tagged(staffMenu(DEFAULT_MENUS.glavni, 1), '"m1"');
    if (url === `${API.menu('glavni')}/verzije`) return json([]);
    if (url === API.pages) return json([{ id: 7, title: 'Cjenovnik usluga', path: '/cjenovnik' }]);
    if (url === API.clinics || url === API.services) return json([]);
    return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the menus screen', () => {
  it('adds a link to a page staff wrote, moves it up, and saves the tree with If-Match', async () => {
    const main = openApp(ROUTES.menus);
    const form = await main.findByRole('form', { name: MENU_TEXT.names.glavni });
    expect(within(form).getAllByRole('group').length).toBeGreaterThanOrEqual(DEFAULT_MENUS.glavni.length);
    fireEvent.click(within(form).getByRole('button', { name: MENU_TEXT.addItem }));
    const labels = within(form).getAllByLabelText(MENU_TEXT.label) as HTMLInputElement[];
    const last = labels.at(-1)!;
    fireEvent.input(last, { target: { value: 'Cjenovnik' } });
    const linkTypes = within(form).getAllByLabelText(MENU_TEXT.linkType) as HTMLSelectElement[];
    fireEvent.change(linkTypes.at(-1)!, { target: { value: 'page' } });
    await waitFor(() => expect((within(form).getAllByLabelText(MENU_TEXT.target).at(-1) as HTMLSelectElement).value).toBe('7'));
    const ups = within(form).getAllByRole('button', { name: MENU_TEXT.up });
    fireEvent.click(ups.at(-1)!);
    fireEvent.click(within(form).getByRole('button', { name: MENU_TEXT.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const items = puts[0]!.body.items;
    expect(puts[0]!.ifMatch).toBe('"m1"');
    expect(puts[0]!.body.publish).toBe(false);
    expect(items).toHaveLength(DEFAULT_MENUS.glavni.length + 1);
    expect(items.at(-2)).toEqual({ label: 'Cjenovnik', link: { type: 'page', page: 7 } });
    expect(items.at(-1)).toEqual(DEFAULT_MENUS.glavni.at(-1));
  });

  it('shows the API\'s refusal of an address under that item\'s address field, and keeps what was typed', async () => {
    reply = 'bad-url';
    const main = openApp(ROUTES.menus);
    const form = await main.findByRole('form', { name: MENU_TEXT.names.glavni });
    fireEvent.click(within(form).getByRole('button', { name: MENU_TEXT.addItem }));
    fireEvent.input((within(form).getAllByLabelText(MENU_TEXT.label) as HTMLInputElement[]).at(-1)!, { target: { value: 'Vanjski' } });
    fireEvent.change((within(form).getAllByLabelText(MENU_TEXT.linkType) as HTMLSelectElement[]).at(-1)!, { target: { value: 'url' } });
    const url = await within(form).findByLabelText(MENU_TEXT.url) as HTMLInputElement;
    fireEvent.input(url, { target: { value: 'https://zzo.ba/x' } });
    fireEvent.click(within(form).getByRole('button', { name: MENU_TEXT.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(MENU_TEXT.httpsOnly)).toBeTruthy();
    expect(url.value).toBe('https://zzo.ba/x');
  });
});
