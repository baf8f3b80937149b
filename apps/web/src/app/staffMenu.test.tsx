import { API_ERRORS, ROUTES } from '@dz/contracts';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, openApp } from '../test/app';

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
    expect(within(menu()).getByRole('link', { name: 'Kontakti ustanove' }).getAttribute('href')).toBe(ROUTES.institutionEdit);
  });

  it('is not there for a visitor', () => {
    openApp(ROUTES.home, false);
    expect(within(menu()).queryByText('Uređivanje')).toBeNull();
  });
});
