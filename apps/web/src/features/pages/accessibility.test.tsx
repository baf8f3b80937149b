// @vitest-environment happy-dom
import { accessibilityStatement } from '@dz/content';
import { ROUTES, WEB_UI } from '@dz/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp } from '../../test/app';
import { frameFixture, institutionFixture } from '../../test/fixtures';

afterEach(() => vi.restoreAllMocks());

describe('/pristupacnost, the accessibility statement (issue 24)', () => {
  it('says the conformance status, the exceptions (the English login message among them), how to report with the institution\'s contacts, and the last review', async () => {
    const main = openApp(ROUTES.accessibility, false, { frame: { ...frameFixture, institution: { ...institutionFixture, email: 'pristupacnost@dz-primjer.ba', phone: '036 580 111' } } });
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(accessibilityStatement.title);
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Stanje usklađenosti', 'Nepristupačan sadržaj', 'Priprema ove izjave', 'Povratne informacije i kontakt', 'Postupak praćenja provedbe',
    ]);
    expect(main.getByText(/je djelimično usklađena/).textContent).toContain('WCAG) 2.1, nivo AA');
    expect(main.getByText(/EN 301 549/)).toBeTruthy();
    expect(main.getByText(new RegExp(WEB_UI.loginFailed.replace('.', '\\.')))).toBeTruthy();
    expect(main.getByText(/posljednji put preispitana/).textContent).toBe('Izjava je posljednji put preispitana 26. novembar 2026.');
    // Where to report: the frame's contacts, which admins edit.
    expect(main.getByRole('link', { name: 'pristupacnost@dz-primjer.ba' }).getAttribute('href')).toBe('mailto:pristupacnost@dz-primjer.ba');
    expect(main.getByRole('link', { name: '036 580 111' }).getAttribute('href')).toBe('tel:036580111');
    expect(main.getByText(/Institucij[ia] ombudsmena/)).toBeTruthy();
  });

  it('is linked from every page\'s footer', async () => {
    openApp(ROUTES.mission, false);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: WEB_UI.accessibilityStatement }).getAttribute('href')).toBe(ROUTES.accessibility);
  });
});
