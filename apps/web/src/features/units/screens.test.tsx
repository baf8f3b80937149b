import {
  API,
  API_ERRORS,
  ROUTES,
  sarajevoToday,
  WEB_UI,
  type Clinic,
  type ClinicInput,
  type Institution,
  type Notice,
  type Service,
} from '@dz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp, submitRefused, untilObserved } from '../../test/app';
import { setClock } from '../../test/clock';
import { FIXTURE_DAY, FIXTURE_NOW } from '../../test/fixtures';
import { staffKeys } from './staffQueries';

/** The staff's screens of clinics, services, the institution and notices, against a mocked API shaped as contracts units.ts. */

const clinic: Clinic = {
  id: 3,
  title: 'Ambulanta Centar',
  name: 'Ambulanta porodične medicine Centar',
  kind: 'porodicna',
  address: 'Ulica primjera 1, Mostar',
  phones: ['036 580 201', '036 580 202'],
  email: 'centar@example.ba',
  team: [{ role: 'Doktor porodične medicine', name: 'Ana Anić' }],
  hours: {
    weekly: [
      { days: [1, 2, 3, 4, 5], from: '07:00', to: '19:00', note: '' },
      { days: [6], from: '07:00', to: '24:00', note: 'Dežurstvo' },
    ],
    exceptions: [{ from: '2026-12-31', to: '2027-01-02', hours: [], note: 'Nova godina' }],
  },
  audioGuide: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: { open: true, label: 'Otvoreno sada', date: FIXTURE_DAY },
  audio: null,
  picture: null,
};
const { id: _id, updatedAt: _u, status: _s, audio: _a, picture: _p, ...clinicInput } = clinic;

const service: Service = {
  id: 5, title: 'Hitna pomoć', description: 'Hitna medicinska pomoć, 0–24.', icon: 'ambulance',
  head: { role: 'Šef službe', name: 'Ivo Ivić' }, chiefNurse: { role: 'Glavni tehničar', name: 'Marko Marić' },
  phone: '124', email: 'hitna@example.ba',
  hours: { weekly: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00', note: '' }], exceptions: [] },
  audioGuide: false, updatedAt: '2026-11-01T10:00:00.000Z', status: { open: true, label: 'Otvoreno sada', date: FIXTURE_DAY }, audio: null, picture: null,
};

const institution: Institution = {
  phone: '036 580 200', email: 'info@example.ba', street: 'Ulica primjera 1', postalCode: '88000', city: 'Mostar',
  giroAccount: '1610000000000000', bank: 'Banka d.d.', socialUrl: 'https://www.facebook.com/primjer', socialLabel: 'Facebook',
  dutyPhones: [{ label: 'Dežurna ambulanta', phone: '036 580 199' }],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The tests' clock stands at FIXTURE_NOW (src/test/clock.ts): 23 November 2026 in Sarajevo. */
const today = sarajevoToday(FIXTURE_NOW);
/** Sarajevo's midnight in November (CET, UTC+1) and in July (CEST, UTC+2), and the second before each. */
const midnights = [
  { at: '2026-11-23T22:59:59.000Z', day: '2026-11-23' },
  { at: '2026-11-23T23:00:00.000Z', day: '2026-11-24' },
  { at: '2026-07-14T21:59:59.000Z', day: '2026-07-14' },
  { at: '2026-07-14T22:00:00.000Z', day: '2026-07-15' },
];
const notice = (id: number, over: Partial<Notice>): Notice => ({
  id, text: `Obavijest ${id}`, link: '', from: today, to: today, urgent: false, endedAt: null, active: true,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...over,
});
const notices = [
  notice(1, { text: 'Hitna obavijest', urgent: true, link: '/novosti' }),
  notice(2, { text: 'Buduća', from: '2999-01-01', to: '2999-01-02', active: false }),
  notice(3, { text: 'Stara', from: '2000-01-01', to: '2000-01-02', active: false }),
  notice(4, { text: 'Završena ranije', endedAt: '2026-11-02T10:00:00.000Z', active: false }),
];

type Answer = (init: RequestInit) => Response | Promise<Response>;
const problem = (status: number, message: string, field?: string) =>
  new Response(JSON.stringify({ status, message, ...(field ? { field } : {}) }), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the screens see it; `writes` answers PUT, POST and DELETE (by "METHOD path"). */
function answer(writes: Record<string, Answer> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const write = writes[`${method} ${url}`];
    if (write) return write(init);
    if (method === 'GET' && url === API.clinic(3)) return json(clinic);
    if (method === 'GET' && url === API.service(5)) return json(service);
    if (method === 'GET' && url === API.institution) return json(institution);
    if (method === 'GET' && url === API.noticesAll) return json(notices);
    const one = notices.find((n) => url === API.notice(n.id));
    if (method === 'GET' && one) return json(one);
    return problem(404, API_ERRORS.notFound);
  });
}

/** The calls other than GET, with their JSON bodies. */
const writes = () =>
  vi.mocked(fetch).mock.calls.flatMap(([url, init]) =>
    init?.method && init.method !== 'GET' ? [{ call: `${init.method} ${String(url)}`, body: init.body ? JSON.parse(String(init.body)) : undefined }] : [],
  );

const group = (root: ReturnType<typeof within>, name: string) => within(root.getByRole('group', { name }));
const submit = (main: ReturnType<typeof within>) => main.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('clinic edit (/ambulante-uredi/:id)', () => {
  it('loads the clinic into its fields, 24:00 as "do ponoći", each row read as the page will print it', async () => {
    answer();
    const main = openApp(ROUTES.clinicEdit(3));
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.clinicEditHeading);
    expect((await main.findByLabelText(WEB_UI.unitTitle)) as HTMLInputElement).toHaveProperty('value', 'Ambulanta Centar');
    expect(main.getByLabelText(WEB_UI.clinicKind)).toHaveProperty('value', 'porodicna');
    expect(main.getByLabelText(WEB_UI.phoneNumber(2))).toHaveProperty('value', '036 580 202');
    const saturday = group(main, WEB_UI.hoursRow(2));
    expect(saturday.getByLabelText(WEB_UI.untilMidnight)).toHaveProperty('checked', true);
    expect(saturday.getByLabelText(WEB_UI.timeTo)).toHaveProperty('disabled', true);
    expect(saturday.getByText(`${WEB_UI.hoursPreview} Subota, 07:00–24:00 (Dežurstvo)`)).toBeTruthy();
    expect(group(main, WEB_UI.hoursRow(1)).getByText(`${WEB_UI.hoursPreview} Ponedjeljak – petak, 07:00–19:00`)).toBeTruthy();
    const holiday = group(main, WEB_UI.exception(1));
    expect(holiday.getByLabelText(WEB_UI.closed)).toHaveProperty('checked', true);
    expect(holiday.getByLabelText(WEB_UI.dateFrom)).toHaveProperty('value', '2026-12-31');
    // Removing the first phone moves the second up; the last one cannot be removed.
    fireEvent.click(main.getByRole('button', { name: WEB_UI.forItem(WEB_UI.remove, WEB_UI.phoneNumber(1)) }));
    await waitFor(() => expect(main.queryByLabelText(WEB_UI.phoneNumber(2))).toBeNull());
    expect(main.getByLabelText(WEB_UI.phoneNumber(1))).toHaveProperty('value', '036 580 202');
    expect(main.getByRole('button', { name: WEB_UI.forItem(WEB_UI.remove, WEB_UI.phoneNumber(1)) })).toHaveProperty('disabled', true);
  });

  it('sends the edited phone and hour as the JSON body of the PUT, then shows the public page', async () => {
    answer({ [`PUT ${API.clinic(3)}`]: () => json(clinic) });
    const main = openApp(ROUTES.clinicEdit(3));
    fireEvent.change(await main.findByLabelText(WEB_UI.phoneNumber(2)), { target: { value: '036 580 299' } });
    const weekdays = group(main, WEB_UI.hoursRow(1));
    fireEvent.change(weekdays.getByLabelText(WEB_UI.timeTo), { target: { value: '15:00' } });
    // Saturday now ends at 14:00 instead of midnight.
    const saturday = group(main, WEB_UI.hoursRow(2));
    fireEvent.click(saturday.getByLabelText(WEB_UI.untilMidnight));
    fireEvent.change(saturday.getByLabelText(WEB_UI.timeTo), { target: { value: '14:00' } });
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const expected: ClinicInput = {
      ...clinicInput,
      phones: ['036 580 201', '036 580 299'],
      hours: {
        ...clinic.hours,
        weekly: [
          { days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' },
          { days: [6], from: '07:00', to: '14:00', note: 'Dežurstvo' },
        ],
      },
    };
    expect(writes()[0]).toEqual({ call: `PUT ${API.clinic(3)}`, body: expected });
    await waitFor(() => expect(screen.queryByRole('heading', { name: WEB_UI.clinicEditHeading })).toBeNull());
  });

  it('puts a wrong time\'s Bosnian message on its field and sends nothing', async () => {
    answer();
    const main = openApp(ROUTES.clinicEdit(3));
    await main.findByLabelText(WEB_UI.unitTitle);
    const row = group(main, WEB_UI.hoursRow(1));
    const to = row.getByLabelText(WEB_UI.timeTo);
    fireEvent.change(to, { target: { value: '06:30' } });
    fireEvent.blur(to);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(to)).toBe(API_ERRORS.timeOrder);
    // A start left empty (what a time input holds while it is incomplete).
    const from = row.getByLabelText(WEB_UI.timeFrom);
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.blur(from);
    await waitFor(() => expect(errorOf(from)).toBe(API_ERRORS.invalidTime));
    // No weekday left.
    const days = group(row, WEB_UI.days);
    for (const d of ['ponedjeljak', 'utorak', 'srijeda', 'četvrtak', 'petak']) fireEvent.click(days.getByRole('checkbox', { name: d }));
    fireEvent.blur(days.getByRole('checkbox', { name: 'petak' }));
    expect(await row.findByText(API_ERRORS.daysRequired)).toBeTruthy();
    expect(submit(main).disabled).toBe(true);
    // Enter in a field submits even so: refused (the focus goes to the first wrong field), nothing sent.
    expect(await submitRefused(submit(main).form!, writes)).toBe(from);
  });

  it('puts the server\'s 400 under the input its field path names and keeps what was typed', async () => {
    answer({ [`PUT ${API.clinic(3)}`]: () => problem(400, API_ERRORS.exceptionsOverlap, 'hours.exceptions.0.from') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const main = openApp(ROUTES.clinicEdit(3));
    fireEvent.change(await main.findByLabelText(WEB_UI.phoneNumber(1)), { target: { value: '036 111 222' } });
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    const from = group(main, WEB_UI.exception(1)).getByLabelText(WEB_UI.dateFrom);
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(from)).toBe(API_ERRORS.exceptionsOverlap);
    expect(document.activeElement).toBe(from);
    expect(main.getByLabelText(WEB_UI.phoneNumber(1))).toHaveProperty('value', '036 111 222');
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(WEB_UI.clinicEditHeading);
  });

  it('the hours editor: a label on every control, weekdays by their full names, rows added and removed with buttons', async () => {
    answer();
    const main = openApp(ROUTES.clinicEdit(3));
    await main.findByLabelText(WEB_UI.unitTitle);
    const editor = main.getByRole('group', { name: WEB_UI.hours });
    const hours = within(editor);
    fireEvent.click(hours.getByRole('button', { name: WEB_UI.addHoursRow }));
    fireEvent.click(hours.getByRole('button', { name: WEB_UI.addException }));
    const added = group(hours, WEB_UI.exception(2));
    fireEvent.click(added.getByLabelText(WEB_UI.closed));
    expect(group(added, WEB_UI.span(1)).getByLabelText(WEB_UI.timeFrom)).toHaveProperty('value', '07:00');
    expect(added.getByLabelText(WEB_UI.dateFrom)).toHaveProperty('value', today);

    const controls = editor.querySelectorAll('input, select, textarea, button');
    expect(controls.length).toBeGreaterThan(40);
    for (const c of Array.from(controls)) {
      const named = c instanceof HTMLButtonElement ? (c.getAttribute('aria-label') ?? c.textContent)?.trim() : (c as HTMLInputElement).labels?.[0]?.textContent;
      expect(named, c.outerHTML).toBeTruthy();
      // Native controls in the tab order: nothing needs a pointer.
      expect(c.getAttribute('tabindex')).toBeNull();
    }
    // "Pon" … "Ned" on screen, the full names read out; the new row works Monday to Friday.
    const days = group(group(hours, WEB_UI.hoursRow(3)), WEB_UI.days);
    const weekdays = ['ponedjeljak', 'utorak', 'srijeda', 'četvrtak', 'petak', 'subota', 'nedjelja'];
    expect(weekdays.map((d) => (days.getByRole('checkbox', { name: d }) as HTMLInputElement).checked)).toEqual([true, true, true, true, true, false, false]);
    fireEvent.click(hours.getByRole('button', { name: WEB_UI.forItem(WEB_UI.remove, WEB_UI.hoursRow(3)) }));
    expect(hours.queryByRole('group', { name: WEB_UI.hoursRow(3) })).toBeNull();
  });

  it.each(midnights)('starts a new exception on the day it is in Sarajevo at $at', async ({ at, day }) => {
    setClock(at);
    answer();
    const main = openApp(ROUTES.clinicEdit(3));
    await main.findByLabelText(WEB_UI.unitTitle);
    fireEvent.click(main.getByRole('button', { name: WEB_UI.addException }));
    const added = group(main, WEB_UI.exception(2));
    expect([added.getByLabelText(WEB_UI.dateFrom), added.getByLabelText(WEB_UI.dateTo)].map((i) => (i as HTMLInputElement).value)).toEqual([day, day]);
  });

  it('asks a visitor to log in', async () => {
    answer();
    const main = openApp(ROUTES.clinicEdit(3), false);
    expect(await main.findByText(WEB_UI.loginRequired)).toBeTruthy();
  });
});

describe('service edit (/sluzbe-uredi/:id)', () => {
  it('loads the service and sends no chief nurse once the box is unticked', async () => {
    answer({ [`PUT ${API.service(5)}`]: () => json(service) });
    const main = openApp(ROUTES.serviceEdit(5));
    expect(await main.findByLabelText(WEB_UI.serviceIcon)).toHaveProperty('value', 'ambulance');
    expect(group(main, WEB_UI.serviceHead).getByLabelText(WEB_UI.personName)).toHaveProperty('value', 'Ivo Ivić');
    expect(group(group(main, WEB_UI.hoursRow(1)), WEB_UI.days).getAllByRole('checkbox').every((b) => (b as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(main.getByLabelText(WEB_UI.hasChiefNurse));
    expect(group(main, WEB_UI.chiefNurse).queryByLabelText(WEB_UI.personName)).toBeNull();
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const { id: _, updatedAt: _1, status: _2, audio: _3, picture: _4, ...input } = service;
    expect(writes()[0]).toEqual({ call: `PUT ${API.service(5)}`, body: { ...input, chiefNurse: null } });
  });
});

describe('institution contacts (/ustanova-uredi)', () => {
  it('refuses staff who are not admins, without asking the API', async () => {
    answer();
    const main = openApp(ROUTES.institutionEdit);
    expect(await main.findByText(WEB_UI.accountsDenied)).toBeTruthy();
    expect(main.queryByLabelText(WEB_UI.bank)).toBeNull();
    // The screen holds the contacts' query (held back for staff): once it observes it, its request would have gone.
    await untilObserved(main.client, staffKeys.institution);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain(API.institution);
  });

  it('lets an admin edit and save the footer\'s contacts', async () => {
    answer({ [`PUT ${API.institution}`]: () => json(institution) });
    const main = openApp(ROUTES.institutionEdit, admin);
    fireEvent.change(await main.findByLabelText(WEB_UI.bank), { target: { value: 'Druga banka d.d.' } });
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const { updatedAt: _, ...input } = institution;
    expect(writes()[0]).toEqual({ call: `PUT ${API.institution}`, body: { ...input, bank: 'Druga banka d.d.' } });
  });

  it('lets an admin set the emergency strip\'s on-duty numbers: add one, reorder, name a wrong number, remove one', async () => {
    answer({ [`PUT ${API.institution}`]: () => json(institution) });
    const main = openApp(ROUTES.institutionEdit, admin);
    const duty = within(await main.findByRole('group', { name: WEB_UI.dutyPhones }));
    expect((duty.getByRole('group', { name: WEB_UI.dutyPhone(1) }).querySelector('input[type="tel"]') as HTMLInputElement).value).toBe('036 580 199');
    fireEvent.click(duty.getByRole('button', { name: new RegExp(WEB_UI.addDutyPhone) }));
    const second = within(duty.getByRole('group', { name: WEB_UI.dutyPhone(2) }));
    fireEvent.change(second.getByLabelText(WEB_UI.dutyPhoneLabel), { target: { value: 'Dežurni stomatolog' } });
    const phone = second.getByLabelText(WEB_UI.dutyPhoneNumber);
    fireEvent.change(phone, { target: { value: '061 1I1 222' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(errorOf(phone)).toContain(API_ERRORS.phoneInvalid));
    fireEvent.change(phone, { target: { value: '061 111 222' } });
    fireEvent.click(second.getByRole('button', { name: `${WEB_UI.moveUp}: ${WEB_UI.dutyPhone(2)}` }));
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body.dutyPhones).toEqual([{ label: 'Dežurni stomatolog', phone: '061 111 222' }, institution.dutyPhones[0]]);
    // The third is the last one the strip takes.
    fireEvent.click(duty.getByRole('button', { name: new RegExp(WEB_UI.addDutyPhone) }));
    expect((duty.getByRole('button', { name: new RegExp(WEB_UI.addDutyPhone) }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(duty.getByRole('button', { name: `${WEB_UI.remove}: ${WEB_UI.dutyPhone(3)}` }));
    fireEvent.click(duty.getByRole('button', { name: `${WEB_UI.remove}: ${WEB_UI.dutyPhone(2)}` }));
    fireEvent.click(duty.getByRole('button', { name: `${WEB_UI.remove}: ${WEB_UI.dutyPhone(1)}` }));
    expect(duty.getByText(WEB_UI.noDutyPhones)).toBeTruthy();
  });
});

describe('notices (/obavijesti)', () => {
  it('lists every notice with its state, its days and urgency', async () => {
    answer();
    const main = openApp(ROUTES.notices);
    const rows = await main.findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.item-meta .badge')?.textContent)).toEqual(['Aktivna', 'Zakazana', 'Istekla', 'Završena']);
    expect(within(rows[0]!).getByText(WEB_UI.urgent)).toBeTruthy();
    expect(within(rows[1]!).getByText('1. januar 2999. – 2. januar 2999.')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: `${WEB_UI.edit}: Hitna obavijest` }).getAttribute('href')).toBe(ROUTES.noticeEdit(1));
    // Only what is shown or still to come can be ended.
    expect(rows.map((r) => !!within(r).queryByRole('button', { name: new RegExp(WEB_UI.noticeEnd) }))).toEqual([true, true, false, false]);
  });

  it('creates a notice from today to today by default', async () => {
    answer({ [`POST ${API.notices}`]: () => new Response(JSON.stringify(notice(9, { text: 'Nova' })), { status: 201 }) });
    const main = openApp(ROUTES.notices);
    expect(await main.findByLabelText(WEB_UI.noticeFrom)).toHaveProperty('value', today);
    fireEvent.input(main.getByLabelText(WEB_UI.noticeText), { target: { value: 'Ambulanta Centar ne radi u petak.' } });
    fireEvent.click(main.getByLabelText(WEB_UI.noticeUrgentField));
    const create = main.getByRole('button', { name: WEB_UI.noticeCreateButton }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      call: `POST ${API.notices}`,
      body: { text: 'Ambulanta Centar ne radi u petak.', link: '', from: today, to: today, urgent: true },
    });
    await waitFor(() => expect(main.getByLabelText(WEB_UI.noticeText)).toHaveProperty('value', ''));
  });

  it.each(midnights)('starts a new notice on the day it is in Sarajevo at $at', async ({ at, day }) => {
    setClock(at);
    answer();
    const main = openApp(ROUTES.notices);
    expect(await main.findByLabelText(WEB_UI.noticeFrom)).toHaveProperty('value', day);
    expect(main.getByLabelText(WEB_UI.noticeTo)).toHaveProperty('value', day);
  });

  it('ends and deletes a notice only once confirmed', async () => {
    answer({
      [`POST ${API.noticeEnd(1)}`]: () => json(notice(1, { endedAt: '2026-11-23T10:00:00.000Z', active: false })),
      [`DELETE ${API.notice(3)}`]: () => new Response(null, { status: 204 }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const main = openApp(ROUTES.notices);
    const end = await main.findByRole('button', { name: `${WEB_UI.noticeEnd}: Hitna obavijest` });
    fireEvent.click(end);
    fireEvent.click(end);
    fireEvent.click(main.getByRole('button', { name: `${WEB_UI.delete}: Stara` }));
    // The delete goes last, by the same path as the ends: once it is out, a write of the cancelled end would be too.
    await waitFor(() => expect(writes().map((w) => w.call)).toContain(`DELETE ${API.notice(3)}`));
    expect(writes().map((w) => w.call)).toEqual([`POST ${API.noticeEnd(1)}`, `DELETE ${API.notice(3)}`]);
    expect(confirm.mock.calls.map(([q]) => q)).toEqual([WEB_UI.noticeEndConfirm, WEB_UI.noticeEndConfirm, WEB_UI.deleteNoticeConfirm]);
  });

  it('edits one notice and sends it with PUT', async () => {
    answer({ [`PUT ${API.notice(2)}`]: () => json(notices[1]) });
    const main = openApp(ROUTES.noticeEdit(2));
    const to = await main.findByLabelText(WEB_UI.noticeTo);
    expect(main.getByLabelText(WEB_UI.noticeText)).toHaveProperty('value', 'Buduća');
    fireEvent.change(to, { target: { value: '2998-12-31' } });
    fireEvent.blur(to);
    await waitFor(() => expect(errorOf(to)).toBe(API_ERRORS.dateOrder));
    fireEvent.change(to, { target: { value: '2999-01-05' } });
    await waitFor(() => expect(submit(main).disabled).toBe(false));
    fireEvent.click(submit(main));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      call: `PUT ${API.notice(2)}`,
      body: { text: 'Buduća', link: '', from: '2999-01-01', to: '2999-01-05', urgent: false },
    });
  });
});
