// The legacy wire of /api/Ambulanta and /api/Sluzba, byte for byte (issue 37): the answers recorded from their own
// router and service before clinics and services moved onto their descriptions (routes/collection.ts), which must answer
// the same bytes. Each answer's text is kept as sent (key order, nulls, errors); only what a write's moment decides (each
// `updatedAt`, the ETag made of it, a conflict's time, a re-spoken guide's hash) is named by its order of appearance.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, IMAGE_FIELD, itemTag } from '@dz/contracts';
import type { SpeechQueue } from '../src/services/speech.js';
import { bearer, testClock, useTestApp } from './harness.js';

// Tuesday 24 November 2026, 09:00 in Sarajevo: the open-now status is computed at this instant.
const clock = testClock('2026-11-24T08:00:00Z');
const h = useTestApp({ now: clock.now });

const newClinic = {
  title: 'Kvarnerska', name: 'Ambulanta porodične medicine Kvarnerska', kind: 'porodicna', address: 'Kvarnerska 7, Mostar',
  phones: ['036 444 029', '061 444 029'], email: 'amb.kvarnerska@dz-primjer.ba',
  team: [{ role: 'Doktor porodične medicine', name: 'dr. Zrinka Zelić' }],
  hours: { weekly: [{ days: [5, 1, 1, 2], from: '07:00', to: '15:00', note: ' pauza ' }], exceptions: [
    { from: '2026-12-31', to: '2026-12-31', hours: [{ from: '08:00', to: '12:00' }], note: '' },
    { from: '2026-12-24', to: '2026-12-25', hours: [], note: 'Božić' },
  ] },
  audioGuide: false,
};
const newService = {
  title: 'Služba palijativne njege', description: 'Palijativna njega\nu kući pacijenta.', icon: 'heart',
  head: { role: 'Šef službe', name: 'dr. Vesna Vuletić' }, chiefNurse: null, phone: '036 444 021', email: 'palijativa@dz-primjer.ba',
  hours: { weekly: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00', note: '' }], exceptions: [] }, audioGuide: false,
};

/** Each request as a line: method, path, status, content type, ETag and the body's text. */
async function record() {
  const lines: string[] = [];
  const send = async (label: string, r: { status: number; text: string; headers: Record<string, string> }) => {
    lines.push(`${label} → ${r.status} ${r.headers['content-type'] ?? '-'} etag=${r.headers.etag ?? '-'}\n${r.text ?? ''}`);
    return r;
  };
  const staff = bearer(h.tokens.staff);
  const get = (path: string) => h.request.get(path).then((r) => send(`GET ${path}`, r));
  const write = (method: 'post' | 'put' | 'delete', path: string, body?: unknown, headers: Record<string, string> = staff) =>
    h.request[method](path).set(headers).send(body as object).then((r) => send(`${method.toUpperCase()} ${path} ${JSON.stringify(body) ?? ''}`, r));

  await get(API.clinics);
  await get(API.services);
  for (const path of [API.clinic(1), API.clinic(4), API.clinic(28), API.service(1), API.service(6), API.service(20)]) await get(path);
  for (const path of [API.clinic(999), API.clinic('abc'), API.service(0), API.clinicAudio(1), API.clinicAudio(999), `${API.clinic(1)}/nista`,
    API.clinicPicture(1, 'full'), `${API.clinic(1)}/slika/velika`, API.servicePicture(1, 'card')]) await get(path);

  await write('post', API.clinics, newClinic, {});
  await write('post', API.clinics, {});
  const clinic = JSON.parse((await write('post', API.clinics, newClinic)).text) as { id: number; updatedAt: string };
  const service = JSON.parse((await write('post', API.services, newService)).text) as { id: number; updatedAt: string };
  const { id: _c, updatedAt: _cu, status: _cs, audio: _ca, picture: _cp, ...clinicBody } = JSON.parse((await get(API.clinic(clinic.id))).text);
  const { id: _s, updatedAt: _su, status: _ss, audio: _sa, picture: _sp, ...serviceBody } = JSON.parse((await get(API.service(service.id))).text);

  // Refused bodies: the field and message of each.
  const c = API.clinic(clinic.id);
  const s = API.service(service.id);
  const { team: _t, ...noTeam } = clinicBody;
  const { chiefNurse: _n, ...noNurse } = serviceBody;
  const { hours: _h, ...noHours } = clinicBody;
  for (const body of [
    noTeam, { ...clinicBody, team: null }, { ...clinicBody, team: 'x' }, { ...clinicBody, team: [{ role: 'A' }] },
    { ...clinicBody, team: [{ role: 'A', name: 'B', x: 1 }] }, { ...clinicBody, team: Array.from({ length: 100 }, () => ({ role: 'A', name: 'B' })) },
    { ...clinicBody, phones: '036 444 029' }, { ...clinicBody, phones: [] }, { ...clinicBody, phones: [1] },
    { ...clinicBody, phones: Array.from({ length: 20 }, () => '036 444 029') }, noHours, { ...clinicBody, hours: null }, { ...clinicBody, hours: {} },
    { ...clinicBody, hours: { weekly: [], exceptions: [], more: 1 } }, { ...clinicBody, audioGuide: 'true' }, { ...clinicBody, kind: 'x' },
    [clinicBody], null,
  ]) await write('put', c, body);
  for (const body of [
    noNurse, { ...serviceBody, chiefNurse: '' }, { ...serviceBody, chiefNurse: { role: '', name: 'X' } }, { ...serviceBody, head: null },
    { ...serviceBody, head: { role: 'A', name: 'B', c: 1 } }, { ...serviceBody, description: 'x'.repeat(301) }, { ...serviceBody, icon: 'zvijezda' },
  ]) await write('put', s, body);

  // Edits: stale If-Match, then saved; a chief nurse given and taken; the lists after them.
  await write('put', c, { ...clinicBody, phones: ['036 444 030'] }, { ...staff, 'If-Match': '"stale"' });
  await write('put', c, { ...clinicBody, phones: ['036 444 030'], team: [] });
  await write('put', s, { ...serviceBody, chiefNurse: { role: ' Glavna sestra ', name: 'Ana Anić' } });
  await write('put', s, { ...serviceBody, chiefNurse: null });
  await write('put', API.clinic(999), clinicBody);

  // A picture, uploaded apart; its answer, its bytes' headers.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2b5c8a' } }).png().toBuffer();
  await h.request.put(`${c}/slika`).set(staff).attach(IMAGE_FIELD, png, 'slika.png').then((r) => send(`PUT ${c}/slika`, r));
  await h.request.put(`${API.clinic(999)}/slika`).set(staff).attach(IMAGE_FIELD, png, 'slika.png').then((r) => send(`PUT 999/slika`, r));
  const withPicture = JSON.parse((await get(c)).text) as { picture: { url: string; cardUrl: string } };
  const card = await h.request.get(withPicture.picture.cardUrl);
  lines.push(`GET card → ${card.status} ${card.headers['content-type']} ${card.headers['cache-control']} etag=${card.headers.etag}`);

  // An audio guide switched on: spoken in the background, then its answer.
  await write('put', s, { ...serviceBody, audioGuide: true });
  await (h.app.locals.speech as SpeechQueue).idle();
  await get(s);

  await get(API.clinics);
  await get(API.services);

  // Into the bin: gone from the public's reads and writes.
  await write('delete', c, undefined, {});
  await write('delete', c, undefined, { ...staff, 'If-Match': '"stale"' });
  await write('delete', c);
  await write('delete', c);
  await get(c);
  await get(`${c}/slika/kartica`);
  await write('put', c, clinicBody);
  await write('delete', s);
  return lines.join('\n\n');
}

/** Each write's moment (its updatedAt, its ETag, a re-spoken guide's version) by its order of appearance. */
function named(text: string): string {
  const times = new Map<string, string>();
  const nameOf = (t: string) => {
    if (!times.has(t)) times.set(t, `<t${times.size + 1}>`);
    return times.get(t)!;
  };
  return text
    .replace(/"updatedAt":"([^"]+)"/g, (_, t: string) => `"updatedAt":"${nameOf(t)}"`)
    // A conflict names its audit row's time, which the legacy service wrote apart from the item's (a moment later).
    .replace(/"changedAt":"[^"]+"/g, '"changedAt":"<when>"')
    .replace(/\(\d+\. [a-z]+ \d{4}\. u \d\d:\d\d\)/g, '(<when>)')
    .replace(/etag=("[0-9a-z]+")/g, (whole, tag: string) => {
      const t = [...times.keys()].find((k) => itemTag(k) === tag);
      return t ? `etag=tag(${times.get(t)})` : whole;
    })
    // Express's weak tag of an answer without a version is its body's hash: the body is compared.
    .replace(/etag=W\/"[^"]+"/g, 'etag=W/(body)')
    .replace(/\/audio\?v=[0-9a-f]{16}/g, '/audio?v=<mp3>')
    .replace(/"seconds":\d+,"transcript"/g, '"seconds":<s>,"transcript"');
}

describe('the clinics\' and services\' legacy wire', () => {
  it('answers every read, write and refusal with the bytes recorded from the units\' own router', async () => {
    await expect(named(await record())).toMatchFileSnapshot('./__wire__/units.txt');
  });
});
