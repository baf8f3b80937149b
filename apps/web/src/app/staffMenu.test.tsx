// @vitest-environment happy-dom
import { API_ERRORS, DOCUMENT_TYPES, ROUTES, WEB_UI } from '@dz/contracts';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, openApp, staff } from '../test/app';

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ status: 404, message: API_ERRORS.notFound }), { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff menu in the navbar', () => {
  const menu = () => document.querySelector('nav')!;
  it('shows "Uređivanje" to staff, with the contacts for admins only', async () => {
    openApp(ROUTES.notices);
    const nav = within(menu());
    expect(await nav.findByText('Uređivanje')).toBeTruthy();
    expect(nav.getAllByRole('link', { name: 'Obavijesti' })[0]!.getAttribute('href')).toBe(ROUTES.notices);
    expect(nav.queryByRole('link', { name: 'Kontakti ustanove' })).toBeNull();
  });

  it('adds the contacts for an admin', async () => {
    openApp(ROUTES.notices, admin);
    expect((await within(menu()).findByRole('link', { name: 'Kontakti ustanove' })).getAttribute('href')).toBe(ROUTES.institutionEdit);
  });

  it('is not there for a visitor', () => {
    openApp(ROUTES.home, false);
    expect(within(menu()).queryByText('Uređivanje')).toBeNull();
  });

  it('leads to a new news item and, in its "Novi dokument" submenu, every document type\'s create page', async () => {
    openApp(ROUTES.notices);
    const nav = within(menu());
    expect((await nav.findByRole('link', { name: 'Nova novost' })).getAttribute('href')).toBe(ROUTES.newsCreate);
    const submenu = nav.getByText('Novi dokument').closest('details')!;
    const links = within(submenu).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(DOCUMENT_TYPES.map((t) => t.createPath));
    // Two types are called "Zakoni": the one of the education centre says so.
    expect(links.map((l) => l.textContent)).toContain('Zakoni (Edukacijski centar)');
    expect(new Set(links.map((l) => l.textContent)).size).toBe(DOCUMENT_TYPES.length);
  });
});

describe('who is signed in, in the navbar (docs/product.md "Passwords and roles")', () => {
  const menu = () => document.querySelector('nav')!;
  const accountMenu = () => within(menu().querySelector<HTMLElement>('.account-menu')!);

  it('a menu under the user name: the own password and Odjava; Nalozi for admins only', async () => {
    openApp(ROUTES.notices);
    const nav = within(menu());
    const summary = await nav.findByText(staff.claims.name);
    expect(summary.closest('summary')!.textContent).toBe(`${WEB_UI.signedInAs} ${staff.claims.name}`);
    expect(accountMenu().getByRole('link', { name: 'Promijeni lozinku', hidden: true }).getAttribute('href')).toBe(ROUTES.password);
    expect(accountMenu().getByRole('button', { name: WEB_UI.signOut, hidden: true })).toBeTruthy();
    expect(accountMenu().queryByRole('link', { name: 'Nalozi', hidden: true })).toBeNull();
  });

  it('gives admins Nalozi', async () => {
    openApp(ROUTES.notices, admin);
    expect((await within(menu()).findByText('admin')).closest('.account-menu')).toBeTruthy();
    expect(accountMenu().getByRole('link', { name: 'Nalozi', hidden: true }).getAttribute('href')).toBe(ROUTES.accounts);
  });

  it('is not there for a visitor', () => {
    openApp(ROUTES.home, false);
    expect(menu().querySelector('.account-menu')).toBeNull();
  });

  it('suggests changing a password someone else set, on every page but the password screen', async () => {
    const temporary = { ...staff, claims: { ...staff.claims, temporaryPassword: true } };
    const main = openApp(ROUTES.notices, temporary);
    const link = await main.findByRole('link', { name: WEB_UI.changeTemporaryPassword });
    expect(link.getAttribute('href')).toBe(ROUTES.password);
    fireEvent.click(link);
    expect(await main.findByRole('heading', { level: 1, name: WEB_UI.passwordHeading })).toBeTruthy();
    expect(main.queryByRole('link', { name: WEB_UI.changeTemporaryPassword })).toBeNull();
  });

  it('offers no staff form until a password someone else set is changed, only the way to change it', async () => {
    const temporary = { ...staff, claims: { ...staff.claims, temporaryPassword: true } };
    const main = openApp(ROUTES.newsCreate, temporary);
    expect(await main.findByRole('heading', { level: 1, name: WEB_UI.newsCreateHeading })).toBeTruthy();
    expect(await main.findByRole('link', { name: WEB_UI.changeTemporaryPassword })).toBeTruthy();
    expect(main.queryByLabelText(WEB_UI.newsTitleLabel)).toBeNull();
  });

  it('says nothing of it otherwise', async () => {
    const main = openApp(ROUTES.notices);
    await within(menu()).findByText(staff.claims.name);
    expect(main.queryByRole('link', { name: WEB_UI.changeTemporaryPassword })).toBeNull();
  });
});
