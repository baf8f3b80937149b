// @vitest-environment happy-dom
import { API, EMERGENCY_PHONE, ROUTES, WEB_UI, type Notice } from '@dz/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../test/app';
import { PAGES } from './pages';
import { frameFixture, institutionFixture, noticeFixture } from '../test/fixtures';

afterEach(() => vi.restoreAllMocks());

const urgent: Notice = { ...noticeFixture, id: 4, text: 'Zbog nevremena hitna služba radi samo na broj 124.', link: 'https://www.example.ba/vijesti', urgent: true };

describe('the notices on every page', () => {
  it('are not there at all when there are none', async () => {
    const main = openApp(ROUTES.mission, false);
    await main.findByRole('heading', { level: 1 });
    expect(main.queryByRole('status', { name: WEB_UI.noticesRegion })).toBeNull();
    expect(document.querySelector('.notices')).toBeNull();
  });

  it('show each one first in <main>, in one polite status region; an urgent one says Hitno:, a link reads Više informacija', async () => {
    const main = openApp(ROUTES.mission, false, { frame: { ...frameFixture, notices: [noticeFixture, urgent] } });
    const region = main.getByRole('status', { name: WEB_UI.noticesRegion });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('main').firstElementChild).toBe(region);
    const [plain, hitno] = Array.from(region.children) as HTMLElement[];
    expect(plain!.textContent).toBe(`${noticeFixture.text} ${WEB_UI.noticeMore}`);
    expect(within(plain!).getByRole('link', { name: WEB_UI.noticeMore }).getAttribute('href')).toBe(noticeFixture.link);
    expect(hitno!.className).toBe('notice notice-urgent');
    expect(within(hitno!).getByText(WEB_UI.noticeUrgent).tagName).toBe('STRONG');
    expect(hitno!.textContent).toBe(`⚠ ${WEB_UI.noticeUrgent} ${urgent.text} ${WEB_UI.noticeMore}`);
    expect(within(hitno!).getByRole('link', { name: WEB_UI.noticeMore }).getAttribute('href')).toBe(urgent.link);
  });

  it('link a path of this site, never one a browser reads as another site (a link stored before the rule)', async () => {
    const links = ['/novosti', '/\\evil.example', '//evil.example', '/\t/evil.example', 'javascript:alert(1)'];
    const notices = links.map((link, i) => ({ ...noticeFixture, id: 10 + i, text: `Obavijest ${i}`, link }));
    const main = openApp(ROUTES.mission, false, { frame: { ...frameFixture, notices } });
    const hrefs = within(main.getByRole('status', { name: WEB_UI.noticesRegion })).queryAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/novosti']);
    // What the browser would have done with the others: another site.
    expect(new URL('/\\evil.example', 'https://dz-primjer.ba/').host).toBe('evil.example');
  });
});

describe('the emergency strip on every page (issue 24)', () => {
  it('dials 124 and the institution\'s on-duty numbers, each named by what it is, right after the skip link', async () => {
    const dutyPhones = [{ label: 'Dežurna ambulanta', phone: '036 580 199' }, { label: 'Dežurni stomatolog', phone: '061/111-222' }];
    for (const path of [ROUTES.home, ROUTES.clinics, ROUTES.mission]) {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
      openApp(path, false, { frame: { ...frameFixture, institution: { ...institutionFixture, dutyPhones } } });
      const strip = screen.getByRole('complementary', { name: WEB_UI.emergencyStrip });
      const links = within(strip).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')]), path).toEqual([
        [`${WEB_UI.emergencyCall} ${EMERGENCY_PHONE}`, 'tel:124'],
        ['Dežurna ambulanta 036 580 199', 'tel:036580199'],
        ['Dežurni stomatolog 061/111-222', 'tel:061111222'],
      ]);
      // First after the skip link, before the navbar.
      expect(document.querySelector('.skip-link')?.nextElementSibling).toBe(strip);
      document.body.innerHTML = '';
      vi.restoreAllMocks();
    }
  });

  it('dials 124 alone when no on-duty number is set, and before the frame has loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    openApp(ROUTES.mission, false, { frame: null });
    const strip = within(screen.getByRole('complementary', { name: WEB_UI.emergencyStrip }));
    expect(strip.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:124']);
  });
});

describe('the navbar', () => {
  it('links the news archive, "Novosti", right after "Naslovna"', () => {
    openApp(ROUTES.mission, false);
    const nav = within(screen.getByRole('navigation', { name: WEB_UI.mainNav }));
    const top = nav.getAllByRole('listitem').filter((li) => li.parentElement?.id === 'main-menu').map((li) => li.querySelector('a, summary')?.textContent);
    expect(top.slice(0, 3)).toEqual(['Naslovna', 'Novosti', 'Dom zdravlja']);
    expect(nav.getByRole('link', { name: 'Novosti' }).getAttribute('href')).toBe(ROUTES.news);
  });

  it('closes on Escape the innermost open menu: a dropdown, then the phone\'s menu, whose button gets the focus back', () => {
    openApp(ROUTES.mission, false);
    const nav = screen.getByRole('navigation', { name: WEB_UI.mainNav });
    const toggle = nav.querySelector<HTMLDetailsElement>('details.nav-toggle')!;
    toggle.open = true;
    const dropdown = within(nav).getByText('Dom zdravlja').closest('details')!;
    dropdown.open = true;
    const link = within(dropdown).getByRole('link', { name: 'Ambulante' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect([dropdown.open, toggle.open]).toEqual([false, true]);
    expect(document.activeElement).toBe(dropdown.querySelector('summary'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.open).toBe(false);
    expect(document.activeElement).toBe(toggle.querySelector('summary'));
    // Closed, Escape does nothing more.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(toggle.open).toBe(false);
  });
});

describe('the footer', () => {
  it('reads the contacts from the frame, fetched from the API when the page did not bring them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === API.institution) return json({ ...institutionFixture, phone: '036 580 111' });
      if (url === API.notices) return json([]);
      return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
    });
    openApp(ROUTES.mission, false, { frame: null });
    const footer = within(screen.getByRole('contentinfo'));
    expect((await footer.findByRole('link', { name: '036 580 111' })).getAttribute('href')).toBe('tel:036580111');
    expect(footer.getByRole('link', { name: institutionFixture.email }).getAttribute('href')).toBe(`mailto:${institutionFixture.email}`);
    expect(footer.getByText('Ulica primjera 1, 88000 Mostar')).toBeTruthy();
    expect(footer.getByText(`${institutionFixture.giroAccount}, ${institutionFixture.bank}`)).toBeTruthy();
    expect(footer.getByRole('link', { name: institutionFixture.socialLabel }).getAttribute('href')).toBe(institutionFixture.socialUrl);
    expect(footer.getByRole('link', { name: WEB_UI.phonebook }).getAttribute('href')).toBe(API.phonebook);
  });
});

describe('the menus staff publish (issue 39)', () => {
  it('draw the navbar and the footer from the frame: a heading over links opens a dropdown, an outside address is a plain link', async () => {
    const menus = {
      glavni: [
        { label: 'Naslovna', to: ROUTES.home },
        { label: 'Za pacijente', items: [{ label: 'Cijene usluga', to: '/cijene-usluga' }, { label: 'e-Uputnica', to: 'https://zzo.ba/uputnica', external: true }] },
      ],
      podnozje: [{ label: 'Prigovori pacijenata', to: '/prigovori' }],
    };
    openApp(ROUTES.mission, false, { frame: { ...frameFixture, menus } });
    const nav = screen.getByRole('navigation', { name: WEB_UI.mainNav });
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);
    // The menu's links, beside any page module's own navbar link (app/pages.ts navWith).
    const modules = PAGES.filter((p) => p.nav).map((p) => p.path);
    expect(links.filter(([, href]) => !modules.includes(href!))).toEqual([
      ['Naslovna', ROUTES.home, null],
      ['Cijene usluga', '/cijene-usluga', null],
      ['e-Uputnica', 'https://zzo.ba/uputnica', 'noopener'],
    ]);
    expect(within(nav).getByText('Za pacijente').closest('summary')).not.toBeNull();
    // The code's "Dokumenti" and "O nama" are gone with the menu that dropped them.
    expect(within(nav).queryByText('Dokumenti')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Prigovori pacijenata' }).getAttribute('href')).toBe('/prigovori');
    expect(within(footer).queryByRole('link', { name: WEB_UI.accessibilityStatement })).toBeNull();
  });

  it('fall back to the code\'s menus when the frame was fetched and a menu could not be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === API.institution) return json(institutionFixture);
      if (url === API.notices) return json([]);
      return new Response(JSON.stringify({ status: 500, message: 'x' }), { status: 500 });
    });
    openApp(ROUTES.mission, false, { frame: null });
    const footer = screen.getByRole('contentinfo');
    expect((await within(footer).findByRole('link', { name: WEB_UI.accessibilityStatement })).getAttribute('href')).toBe(ROUTES.accessibility);
    expect(within(screen.getByRole('navigation', { name: WEB_UI.mainNav })).getByText('Dokumenti')).toBeTruthy();
    // The contacts came with it: the frame did not fail for a menu.
    expect(await within(footer).findByText(institutionFixture.giroAccount, { exact: false })).toBeTruthy();
  });
});
