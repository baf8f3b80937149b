// @vitest-environment happy-dom
import { clinicAudioPage, clinicsPage, labels } from '@dz/content';
import { API, CLINIC_FINDER_UI, ROUTES, WEB_UI, type Clinic, type Service } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';
import { FIXTURE_DAY, clinicFixture, laboratoryFixture, serviceFixture } from '../../test/fixtures';

/** The API with Blagaj (closed, stale audio guide) and the laboratory (open, no guide), and one service. */
function answer(clinic: Clinic = clinicFixture, clinics: Clinic[] = [clinic, laboratoryFixture], service: Service = serviceFixture) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === API.clinics) return json(clinics);
    if (url === API.clinic(1)) return json(clinic);
    if (url === API.services) return json([service]);
    if (url === API.service(1)) return json(service);
    return new Response(JSON.stringify({ status: 404, message: 'Zapis nije pronađen' }), { status: 404 });
  });
}

// The page counts the coming exceptions from the day the answer arrived: the tests' clock, FIXTURE_NOW (src/test/clock.ts).
afterEach(() => vi.restoreAllMocks());

describe('/ambulante', () => {
  it('shows each card with its open-now status as the server worded it', async () => {
    answer();
    const main = openApp(ROUTES.clinics, false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(clinicsPage.title);
    const cards = await main.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Blagaj', 'Zubotehnički laboratorij']);
    expect(within(cards[0]!).getByRole('link', { name: 'Blagaj' }).getAttribute('href')).toBe(ROUTES.clinicDetail(1));
    const closed = within(cards[0]!).getByText(clinicFixture.status.label);
    const open = within(cards[1]!).getByText(laboratoryFixture.status.label);
    expect([closed.className, open.className]).toEqual(['open-status', 'open-status is-open']);
    expect(open.querySelector('.open-status-dot')?.getAttribute('aria-hidden')).toBe('true');
  });
});

/** Four clinics to find among: two in Drežnica (one open), a dental one (open) and the laboratory (closed). */
const finderClinics: Clinic[] = [
  { ...clinicFixture, id: 5, title: 'Donja Dreznica', name: 'Ambulanta porodične medicine Donja Drežnica', address: 'Donja Drežnica bb, Mostar', phones: ['036 580 205'], status: { open: true, label: 'Otvoreno do 15:00', date: FIXTURE_DAY } },
  { ...clinicFixture, id: 7, title: 'Gornja Dreznica', name: 'Ambulanta porodične medicine Gornja Drežnica', address: 'Gornja Drežnica bb, Mostar', phones: ['036 580 207'], status: { open: false, label: 'Zatvoreno, otvara se u 12:00', date: FIXTURE_DAY } },
  { ...clinicFixture, id: 18, title: 'Stomatološka ambulanta Zalik', name: 'Stomatološka ambulanta Zalik', kind: 'stomatoloska', address: 'Zalik bb, Mostar', phones: ['036 580 218'], team: [], status: { open: true, label: 'Otvoreno do 20:00', date: FIXTURE_DAY } },
  { ...laboratoryFixture, status: { open: false, label: 'Zatvoreno, otvara se sutra u 07:00', date: FIXTURE_DAY } },
];
const titlesIn = (main: ReturnType<typeof openApp>) => main.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/ambulante, the clinic finder', () => {
  it('finds by a word without diacritics from its address: the form holds the words, the count says how many', async () => {
    answer(clinicFixture, finderClinics);
    const main = openApp(`${ROUTES.clinics}?q=dreznica`, false);
    await main.findByText(CLINIC_FINDER_UI.count(2, 4));
    expect(titlesIn(main)).toEqual(['Donja Dreznica', 'Gornja Dreznica']);
    const form = within(main.getByRole('search', { name: CLINIC_FINDER_UI.form }));
    expect((form.getByLabelText(CLINIC_FINDER_UI.text) as HTMLInputElement).value).toBe('dreznica');
    expect(main.getByRole('status').textContent).toBe(`${CLINIC_FINDER_UI.count(2, 4)} ${CLINIC_FINDER_UI.reset}`);
    expect(main.getByRole('link', { name: CLINIC_FINDER_UI.reset }).getAttribute('href')).toBe(ROUTES.clinics);
  });

  it('shows each card\'s status with its time and its first phone as a tel: link', async () => {
    answer(clinicFixture, finderClinics);
    const main = openApp(`${ROUTES.clinics}?otvoreno=1`, false);
    await main.findByText(CLINIC_FINDER_UI.count(2, 4));
    expect(titlesIn(main)).toEqual(['Donja Dreznica', 'Stomatološka ambulanta Zalik']);
    const card = within(main.getAllByRole('listitem')[0]!);
    expect(card.getByText('Otvoreno do 15:00').className).toBe('open-status is-open');
    expect(card.getByRole('link', { name: '036 580 205' }).getAttribute('href')).toBe('tel:036580205');
    expect(card.getByRole('link', { name: 'Donja Dreznica' }).getAttribute('href')).toBe(ROUTES.clinicDetail(5));
    expect((main.getByLabelText(CLINIC_FINDER_UI.openNow) as HTMLInputElement).checked).toBe(true);
  });

  it('filters by kind, and says so when nothing is found', async () => {
    answer(clinicFixture, finderClinics);
    let main = openApp(`${ROUTES.clinics}?vrsta=stomatoloska`, false);
    await main.findByText(CLINIC_FINDER_UI.count(1, 4));
    expect(titlesIn(main)).toEqual(['Stomatološka ambulanta Zalik']);
    expect((main.getByLabelText(CLINIC_FINDER_UI.kind) as HTMLSelectElement).value).toBe('stomatoloska');
    document.body.innerHTML = '';
    main = openApp(`${ROUTES.clinics}?q=gornja&otvoreno=1`, false);
    await main.findByText(CLINIC_FINDER_UI.none, { exact: false });
    expect(main.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('without a filter shows every clinic and no reset link', async () => {
    answer(clinicFixture, finderClinics);
    const main = openApp(ROUTES.clinics, false);
    await main.findByText(CLINIC_FINDER_UI.count(4, 4));
    expect(titlesIn(main)).toHaveLength(4);
    expect(main.queryByRole('link', { name: CLINIC_FINDER_UI.reset })).toBeNull();
  });

  it('goes to the form\'s address in place: the list follows, and the clinics are not asked for again', async () => {
    answer(clinicFixture, finderClinics);
    const main = openApp(ROUTES.clinics, false);
    await main.findByText(CLINIC_FINDER_UI.count(4, 4));
    const asked = vi.mocked(fetch).mock.calls.length;
    fireEvent.change(main.getByLabelText(CLINIC_FINDER_UI.text), { target: { value: '  DREŽNICA ' } });
    fireEvent.click(main.getByLabelText(CLINIC_FINDER_UI.openNow));
    fireEvent.click(main.getByRole('button', { name: CLINIC_FINDER_UI.submit }));
    await waitFor(() => expect(titlesIn(main)).toEqual(['Donja Dreznica']));
    expect(main.getByRole('status').textContent).toContain(CLINIC_FINDER_UI.count(1, 4));
    expect((main.getByLabelText(CLINIC_FINDER_UI.text) as HTMLInputElement).value).toBe('DREŽNICA');
    expect(vi.mocked(fetch).mock.calls.length).toBe(asked);
    // The reset link: every clinic again, the form emptied.
    fireEvent.click(main.getByRole('link', { name: CLINIC_FINDER_UI.reset }));
    await waitFor(() => expect(titlesIn(main)).toHaveLength(4));
    expect((main.getByLabelText(CLINIC_FINDER_UI.text) as HTMLInputElement).value).toBe('');
    expect((main.getByLabelText(CLINIC_FINDER_UI.openNow) as HTMLInputElement).checked).toBe(false);
  });
});

describe('/ambulante-details/:id', () => {
  it('shows a visitor the phones as tel: links, the status with its note, the weekly rows and the coming exceptions, and no staff controls', async () => {
    answer({ ...clinicFixture, status: { open: false, label: 'Zatvoreno, otvara se u četvrtak u 07:00', note: 'Dan državnosti', date: FIXTURE_DAY } });
    const main = openApp(ROUTES.clinicDetail(1), false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(clinicFixture.name);
    expect(main.getByRole('link', { name: '036 580 201' }).getAttribute('href')).toBe('tel:036580201');
    expect(main.getByRole('link', { name: '061 222 333' }).getAttribute('href')).toBe('tel:061222333');
    expect(main.getByText('Zatvoreno, otvara se u četvrtak u 07:00').textContent).toBe('Zatvoreno, otvara se u četvrtak u 07:00 (Dan državnosti)');

    const hours = within(main.getByRole('table', { name: labels.hours }));
    const rows = hours.getAllByRole('row').slice(1).map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Ponedjeljak – petak', '07:00–15:00', ''],
      ['Ponedjeljak – petak', '13:30–20:00', 'Druga smjena; smjene se izmjenjuju svake sedmice'],
      ['Subota', '07:00–12:00', ''],
    ]);
    const exceptions = within(main.getByRole('region', { name: labels.hoursExceptions }));
    expect(exceptions.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '24. novembar 2026. – 25. novembar 2026.: zatvoreno (Dan državnosti)',
      '31. decembar 2026.: 07:00–12:00 (Skraćeno radno vrijeme)',
    ]);
    expect(main.getByLabelText(WEB_UI.forItem(labels.audioGuide, 'Blagaj')).getAttribute('src')).toBe(clinicFixture.audio!.url);
    expect(main.queryByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, 'Blagaj') })).toBeNull();
    expect(main.queryByText(WEB_UI.audioStale)).toBeNull();
  });

  it('gives staff the edit link and says when the audio guide is older than the text', async () => {
    answer();
    const main = openApp(ROUTES.clinicDetail(1));
    const edit = await main.findByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, 'Blagaj') });
    expect([edit.textContent, edit.getAttribute('href')]).toEqual([WEB_UI.edit, ROUTES.clinicEdit(1)]);
    expect(main.getByText(WEB_UI.audioStale)).toBeTruthy();
  });

  it('says nothing of the audio guide to staff when it is current, and lists no exceptions when none are coming', async () => {
    answer({ ...clinicFixture, audio: { ...clinicFixture.audio!, stale: false }, hours: { ...clinicFixture.hours, exceptions: clinicFixture.hours.exceptions.slice(0, 1) } });
    const main = openApp(ROUTES.clinicDetail(1));
    await main.findByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, 'Blagaj') });
    expect(main.queryByText(WEB_UI.audioStale)).toBeNull();
    expect(main.queryByRole('region', { name: labels.hoursExceptions })).toBeNull();
  });

  it('is the 404 page for an id the API does not know', async () => {
    answer();
    const main = openApp(ROUTES.clinicDetail(99), false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.notFoundHeading);
  });
});

describe('/sluzbe', () => {
  it('shows the cards with tel: links; staff also get each card\'s edit link', async () => {
    answer();
    let main = openApp(ROUTES.services, false);
    expect((await main.findAllByRole('link', { name: '124' }))[0]!.getAttribute('href')).toBe('tel:124');
    expect(main.getAllByText(serviceFixture.status.label)).toHaveLength(1);
    expect(main.queryByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, serviceFixture.title) })).toBeNull();
    document.body.innerHTML = '';
    main = openApp(ROUTES.services);
    expect((await main.findByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, serviceFixture.title) })).getAttribute('href')).toBe(ROUTES.serviceEdit(1));
  });

  it('links each card to the service\'s own page (issue 36), named for the service', async () => {
    answer();
    const main = openApp(ROUTES.services, false);
    const link = await main.findByRole('link', { name: WEB_UI.forItem(labels.servicePage, serviceFixture.title) });
    expect([link.textContent, link.getAttribute('href')]).toEqual([labels.servicePage, ROUTES.serviceDetail(1)]);
  });
});

describe('/sluzbe-details/:id (issue 36)', () => {
  // The emergency service closed over the holidays, as an exception ahead (and one past, which the page leaves out).
  const closing: Service = { ...serviceFixture, hours: { ...serviceFixture.hours, exceptions: clinicFixture.hours.exceptions.slice(0, 2) } };

  it('shows a visitor the head and chief nurse, the phone and e-mail as links, the status, the hours, the exceptions ahead and the guide', async () => {
    answer(clinicFixture, undefined, closing);
    const main = openApp(ROUTES.serviceDetail(1), false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(serviceFixture.title);
    expect(main.getByText(serviceFixture.description)).toBeTruthy();
    const leads = within(main.getByRole('table', { name: labels.serviceLeads }));
    expect(leads.getAllByRole('row').slice(1).map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      [serviceFixture.head.role, serviceFixture.head.name],
      [serviceFixture.chiefNurse!.role, serviceFixture.chiefNurse!.name],
    ]);
    expect(main.getByRole('link', { name: '124' }).getAttribute('href')).toBe('tel:124');
    expect(main.getByRole('link', { name: serviceFixture.email }).getAttribute('href')).toBe(`mailto:${serviceFixture.email}`);
    expect(main.getByText(serviceFixture.status.label).className).toBe('open-status is-open');
    expect(within(main.getByRole('table', { name: labels.hours })).getAllByRole('row')[1]!.textContent).toBe('Svaki dan00:00–24:00');
    const exceptions = within(main.getByRole('region', { name: labels.hoursExceptions }));
    expect(exceptions.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['24. novembar 2026. – 25. novembar 2026.: zatvoreno (Dan državnosti)']);
    expect(main.getByLabelText(WEB_UI.forItem(labels.audioGuide, serviceFixture.title)).getAttribute('src')).toBe(serviceFixture.audio!.url);
    expect(main.getByRole('link', { name: labels.allServices }).getAttribute('href')).toBe(ROUTES.services);
    expect(main.queryByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, serviceFixture.title) })).toBeNull();
  });

  it('shows an uploaded picture, else the icon; staff get the edit link', async () => {
    answer(clinicFixture, undefined, { ...serviceFixture, picture: { url: '/api/Sluzba/1/slika/puna?v=ab', cardUrl: '/api/Sluzba/1/slika/kartica?v=ab' } });
    const main = openApp(ROUTES.serviceDetail(1));
    const edit = await main.findByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, serviceFixture.title) });
    expect(edit.getAttribute('href')).toBe(ROUTES.serviceEdit(1));
    expect(document.querySelector('main .unit-detail-grid img')?.getAttribute('src')).toBe('/api/Sluzba/1/slika/kartica?v=ab');
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    answer();
    const visitor = openApp(ROUTES.serviceDetail(1), false);
    await visitor.findByRole('heading', { level: 1, name: serviceFixture.title });
    expect(document.querySelector('main .unit-detail-grid img')?.getAttribute('src')).toBe('/assets/img/services/ambulance.svg');
  });

  it('is the 404 page for an id the API does not know', async () => {
    answer();
    const main = openApp(ROUTES.serviceDetail(99), false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.notFoundHeading);
  });
});

describe('/ambulante-audio', () => {
  it('lists the clinics with a guide: player, length, download under a file name, transcript', async () => {
    answer();
    const main = openApp(ROUTES.clinicAudio, false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(clinicAudioPage.title);
    const cards = await main.findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByLabelText(WEB_UI.forItem(labels.listen, 'Blagaj')).getAttribute('src')).toBe(clinicFixture.audio!.url);
    expect(card.getByText('0:21').tagName).toBe('TIME');
    const download = card.getByRole('link', { name: WEB_UI.forItem(labels.downloadMp3, 'Blagaj') });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual([clinicFixture.audio!.url, 'ambulanta-01-blagaj.mp3']);
    expect(card.getByText(clinicFixture.audio!.transcript)).toBeTruthy();
  });
});
