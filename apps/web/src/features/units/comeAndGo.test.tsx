import { API, API_ERRORS, BIN_DAYS, IMAGE_FIELD, ROUTES, UNIT_UI, WEB_UI, itemTag, type Clinic, type ClinicInput, type Service, type ServiceInput } from '@dz/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';
import { FIXTURE_DAY, clinicFixture, serviceFixture } from '../../test/fixtures';

/**
 * Clinics and services come and go (issue 23): "Nova ambulanta" and "Nova služba" send the PUT's JSON body as a POST
 * and then the chosen picture (multipart, its own request); the edit screens move the unit to the bin after one question.
 */

const problem = (status: number, message: string, field?: string) =>
  new Response(JSON.stringify({ status, message, ...(field ? { field } : {}) }), { status, headers: { 'Content-Type': 'application/json' } });

/** The JSON calls other than GET, with their bodies and If-Match. */
const writes = () =>
  vi.mocked(fetch).mock.calls.flatMap(([url, init]) =>
    init?.method && init.method !== 'GET'
      ? [{ call: `${init.method} ${String(url)}`, body: init.body ? JSON.parse(String(init.body)) : undefined, ifMatch: (init.headers as Record<string, string>)['If-Match'] }]
      : [],
  );

/** The API: `answers` by "METHOD path", the public lists, anything else 404. */
function answer(answers: Record<string, () => Response> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const call = answers[`${init.method ?? 'GET'} ${url}`];
    if (call) return call();
    if (url === API.clinics) return json([clinicFixture]);
    if (url === API.services) return json([serviceFixture]);
    return problem(404, API_ERRORS.notFound);
  });
}

/** The multipart uploads (api/upload.ts sends them with XMLHttpRequest): recorded, answered with `uploadAnswer`. */
const uploads: { method: string; url: string; body: FormData; ifMatch?: string }[] = [];
let uploadAnswer: { status: number; body: unknown } = { status: 200, body: null };
class FakeXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private target: { method: string; url: string; ifMatch?: string } = { method: '', url: '' };
  open(method: string, url: string) {
    this.target = { method, url };
  }
  setRequestHeader(name: string, value: string) {
    if (name === 'If-Match') this.target.ifMatch = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {}
  send(body: FormData) {
    uploads.push({ ...this.target, body });
    void Promise.resolve().then(() => {
      this.status = uploadAnswer.status;
      this.responseText = JSON.stringify(uploadAnswer.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  uploads.length = 0;
  uploadAnswer = { status: 200, body: null };
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs; the form previews the chosen picture with one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slika', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: string, value: string) => {
  const el = screen.getByLabelText(label);
  fireEvent.input(el, { target: { value } });
  fireEvent.blur(el);
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'zgrada.png', { type: 'image/png' });

describe('"Nova ambulanta" (/ambulante-nova)', () => {
  const input: ClinicInput = {
    title: 'Kvarnerska', name: 'Ambulanta porodične medicine Kvarnerska', kind: 'stomatoloska', address: 'Kvarnerska 7, Mostar',
    phones: ['036 444 029'], email: 'amb.kvarnerska@dz-primjer.ba', team: [], hours: { weekly: [], exceptions: [] }, audioGuide: true,
  };
  const created: Clinic = { ...input, id: 29, updatedAt: '2026-11-24T08:00:00.000Z', status: { open: false, label: 'Zatvoreno', date: FIXTURE_DAY }, audio: null, picture: null };

  it('sends the JSON body as a POST, then the chosen picture to the new clinic\'s …/slika, and lands on /ambulante', async () => {
    answer({ [`POST ${API.clinics}`]: () => json(created) });
    const main = openApp(ROUTES.clinicCreate);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(UNIT_UI.clinicCreateHeading);
    type(WEB_UI.unitTitle, input.title);
    type(WEB_UI.clinicFullName, input.name);
    fireEvent.change(main.getByLabelText(WEB_UI.clinicKind), { target: { value: 'stomatoloska' } });
    type(WEB_UI.address, input.address);
    type(WEB_UI.phoneNumber(1), input.phones[0]!);
    type(WEB_UI.email, input.email);
    // Until a picture is chosen the form shows the default of the clinic's kind.
    expect(main.getByRole('img', { name: WEB_UI.currentImage }).getAttribute('src')).toBe('/assets/img/clinics/ambulanta-17.svg');
    fireEvent.change(main.getByLabelText(UNIT_UI.picture), { target: { files: [png()] } });
    await main.findByRole('img', { name: WEB_UI.imagePreview });
    const submit = main.getByRole('button', { name: UNIT_UI.clinicCreateButton }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(writes()).toEqual([{ call: `POST ${API.clinics}`, body: input, ifMatch: undefined }]);
    // To the clinic as its POST left it (issue 36: no PUT of an existing item without If-Match).
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: API.clinicPicture(29), ifMatch: itemTag(created.updatedAt) });
    expect((uploads[0]!.body.get(IMAGE_FIELD) as File).name).toBe('zgrada.png');
    // The list, with the staff's button to add another.
    expect(await main.findByRole('link', { name: UNIT_UI.clinicCreateHeading })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: UNIT_UI.clinicCreateHeading })).toBeNull();
  });

  it('a refused picture does not stop a new clinic, which is saved: the snackbar says so', async () => {
    answer({ [`POST ${API.clinics}`]: () => json(created) });
    uploadAnswer = { status: 415, body: { status: 415, message: 'Datoteka nije podržana slika', field: IMAGE_FIELD } };
    const main = openApp(ROUTES.clinicCreate);
    await main.findByLabelText(WEB_UI.unitTitle);
    type(WEB_UI.unitTitle, input.title);
    type(WEB_UI.clinicFullName, input.name);
    type(WEB_UI.address, input.address);
    type(WEB_UI.phoneNumber(1), input.phones[0]!);
    type(WEB_UI.email, input.email);
    fireEvent.change(main.getByLabelText(UNIT_UI.picture), { target: { files: [png()] } });
    const submit = main.getByRole('button', { name: UNIT_UI.clinicCreateButton }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(UNIT_UI.pictureNotSaved('Datoteka nije podržana slika'))).toBeTruthy();
    expect(writes().map((w) => w.call)).toEqual([`POST ${API.clinics}`]);
    expect(await main.findByRole('link', { name: UNIT_UI.clinicCreateHeading })).toBeTruthy();
  });
});

describe('"Nova služba" (/sluzbe-nova)', () => {
  it('sends the JSON body as a POST; without a picture nothing else goes', async () => {
    const input: ServiceInput = {
      title: 'Služba palijativne njege', description: 'Njega u kući.', icon: 'stethoscope', head: { role: 'Šef službe', name: 'dr. Vesna Vuletić' },
      chiefNurse: null, phone: '036 444 021', email: 'palijativa@dz-primjer.ba', hours: { weekly: [], exceptions: [] }, audioGuide: true,
    };
    answer({ [`POST ${API.services}`]: () => json({ ...input, id: 21, updatedAt: 'x', status: { open: false, label: 'Zatvoreno', date: FIXTURE_DAY }, audio: null, picture: null } satisfies Service) });
    const main = openApp(ROUTES.serviceCreate);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(UNIT_UI.serviceCreateHeading);
    type(WEB_UI.unitTitle, input.title);
    type(WEB_UI.serviceDescription, input.description);
    type(WEB_UI.personRole, input.head.role);
    type(WEB_UI.personName, input.head.name);
    type(WEB_UI.phone, input.phone);
    type(WEB_UI.email, input.email);
    const submit = main.getByRole('button', { name: UNIT_UI.serviceCreateButton }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ call: `POST ${API.services}`, body: input, ifMatch: undefined });
    expect(await main.findByRole('link', { name: UNIT_UI.serviceCreateHeading })).toBeTruthy();
    expect(uploads).toEqual([]);
  });
});

describe('"Premjesti u kantu" on the edit screens', () => {
  const clinic: Clinic = { ...clinicFixture, id: 3, updatedAt: '2026-11-01T10:00:00.000Z' };

  it('asks once, then sends DELETE with the version the form loaded, and lands on the list', async () => {
    answer({ [`GET ${API.clinic(3)}`]: () => json(clinic), [`DELETE ${API.clinic(3)}`]: () => new Response(null, { status: 204 }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const main = openApp(ROUTES.clinicEdit(3));
    fireEvent.click(await main.findByRole('button', { name: `${UNIT_UI.toBin}: ${clinic.name}` }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(confirm.mock.calls).toEqual([[UNIT_UI.toBinConfirm(clinic.name, BIN_DAYS)]]);
    expect(writes()[0]).toEqual({ call: `DELETE ${API.clinic(3)}`, body: undefined, ifMatch: itemTag(clinic.updatedAt) });
    expect(await screen.findByText(UNIT_UI.movedToBin)).toBeTruthy();
    expect(await main.findByRole('link', { name: UNIT_UI.clinicCreateHeading })).toBeTruthy();
  });

  it('sends nothing when the question is declined; a refusal (saved since) says who, and the form stays', async () => {
    answer({
      [`GET ${API.service(1)}`]: () => json(serviceFixture),
      [`DELETE ${API.service(1)}`]: () => problem(412, API_ERRORS.editConflict('amela', '2026-11-23T13:02:00.000Z')),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const main = openApp(ROUTES.serviceEdit(1));
    const button = await main.findByRole('button', { name: `${UNIT_UI.toBin}: ${serviceFixture.title}` });
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(writes()).toEqual([]);
    confirm.mockReturnValue(true);
    fireEvent.click(button);
    expect(await screen.findByText(API_ERRORS.editConflict('amela', '2026-11-23T13:02:00.000Z'))).toBeTruthy();
    expect(writes().map((w) => w.call)).toEqual([`DELETE ${API.service(1)}`]);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(WEB_UI.serviceEditHeading);
  });
});

describe("an edit's picture (issue 36)", () => {
  it('goes after the JSON save, checked against the version that save left', async () => {
    const saved = { ...clinicFixture, updatedAt: '2026-11-24T09:00:00.000Z' };
    answer({ [`GET ${API.clinic(1)}`]: () => json(clinicFixture), [`PUT ${API.clinic(1)}`]: () => json(saved) });
    const main = openApp(ROUTES.clinicEdit(1));
    await main.findByLabelText(WEB_UI.unitTitle);
    type(WEB_UI.unitTitle, 'Blagaj, novi naziv');
    fireEvent.change(main.getByLabelText(UNIT_UI.picture), { target: { files: [png()] } });
    const submit = main.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(writes()).toEqual([expect.objectContaining({ call: `PUT ${API.clinic(1)}`, ifMatch: itemTag(clinicFixture.updatedAt) })]);
    expect(uploads[0]).toMatchObject({ method: 'PUT', url: API.clinicPicture(1), ifMatch: itemTag(saved.updatedAt) });
  });
});

describe('the public lists show an uploaded picture, else the default', () => {
  it('/ambulante: a clinic\'s uploaded picture by its versioned card URL; a new one without it, its kind\'s illustration', async () => {
    const pictured: Clinic = { ...clinicFixture, id: 2, title: 'Sa slikom', picture: { url: '/api/Ambulanta/2/slika/puna?v=0123456789abcdef', cardUrl: '/api/Ambulanta/2/slika/kartica?v=0123456789abcdef' } };
    const added: Clinic = { ...clinicFixture, id: 29, title: 'Nova zubna', kind: 'stomatoloska' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      (String(input) === API.clinics ? json([clinicFixture, pictured, added]) : problem(404, API_ERRORS.notFound)));
    const main = openApp(ROUTES.clinics, false);
    const card = async (title: string) => (await main.findByRole('link', { name: title })).closest('li')!.querySelector('img')!.getAttribute('src');
    expect(await card(clinicFixture.title)).toBe('/assets/img/clinics/ambulanta-01.svg');
    expect(await card('Sa slikom')).toBe(pictured.picture!.cardUrl);
    expect(await card('Nova zubna')).toBe('/assets/img/clinics/ambulanta-17.svg');
    // Visitors get no "Nova ambulanta".
    expect(main.queryByRole('link', { name: UNIT_UI.clinicCreateHeading })).toBeNull();
  });

  it('/sluzbe: a service\'s uploaded picture in place of its icon', async () => {
    const pictured: Service = { ...serviceFixture, id: 2, title: 'Sa slikom', picture: { url: '/api/Sluzba/2/slika/puna?v=0123456789abcdef', cardUrl: '/api/Sluzba/2/slika/kartica?v=0123456789abcdef' } };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      (String(input) === API.services ? json([serviceFixture, pictured]) : problem(404, API_ERRORS.notFound)));
    const main = openApp(ROUTES.services);
    await main.findAllByRole('heading', { name: 'Sa slikom' });
    const images = Array.from(document.querySelectorAll('.flip-card-front img'), (i) => i.getAttribute('src'));
    expect(images).toEqual(['/assets/img/services/ambulance.svg', pictured.picture!.cardUrl]);
    expect(main.getByRole('link', { name: UNIT_UI.serviceCreateHeading }).getAttribute('href')).toBe(ROUTES.serviceCreate);
  });
});
