import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ITEM_TYPES, DOCUMENT_TYPES, ERROR_BODY_TYPES, FIRST_PAGE, NEWS_SUMMARY_TYPES, newsCollection, documentSchema, isDocumentPage,
  pageFromQuery, pageQuerySchema, pagedSchema, TOKEN_CLAIM_TYPES, errorBodySchema, isErrorBody, isNewsPage, isNewsSummaryList, isTokenClaims,
  newsPageSchema, newsSummarySchema, tokenClaimsSchema, CLINIC_FIELD_TYPES, SERVICE_FIELD_TYPES, INSTITUTION_TYPES, NOTICE_FIELD_TYPES,
  clinicInputSchema, serviceInputSchema, institutionInputSchema, noticeInputSchema, isClinic, isClinicList, isService, isServiceList,
  isInstitution, isNoticeList, SEARCH_HIT_TYPES, SEARCH_LIMITS, isSearchResults, searchQueryFrom, searchQuerySchema,
} from './index.js';

const claims = { sub: '1', name: 'amra', role: 'Admin', exp: 1_900_000_000 };
const news = {
  id: 1, naslov: 'N', opis: 'O', imageAlt: '', imageDecorative: false, imageCaption: '', slikaUrl: '/a', slikaKarticaUrl: '/b',
  createdAt: '2025-01-01', updatedAt: '2025-01-01',
};

describe('zod-free guards agree with the schemas', () => {
  it('list exactly the required fields of the schemas', () => {
    const required = (shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>) =>
      Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success).sort();
    expect(Object.keys(TOKEN_CLAIM_TYPES).sort()).toEqual(required(tokenClaimsSchema.shape));
    // Every required field of the lean news but the described ones the first load does not read (a field added to the description).
    const unread: string[] = newsCollection.fields.map((f) => f.wire).filter((w) => !(w in NEWS_SUMMARY_TYPES));
    expect(Object.keys(NEWS_SUMMARY_TYPES).sort()).toEqual(required(newsSummarySchema.shape).filter((k) => !unread.includes(k)));
    expect(Object.keys(ERROR_BODY_TYPES).sort()).toEqual(required(errorBodySchema.shape));
  });

  it('accept what the schemas accept and reject a missing or mistyped field', () => {
    expect(tokenClaimsSchema.safeParse(claims).success && isTokenClaims(claims)).toBe(true);
    expect(newsSummarySchema.array().safeParse([news]).success && isNewsSummaryList([news])).toBe(true);
    for (const key of Object.keys(claims)) {
      const broken = { ...claims, [key]: key === 'exp' ? 'soon' : 7 };
      expect([isTokenClaims(broken), tokenClaimsSchema.safeParse(broken).success]).toEqual([false, false]);
    }
    const { opis: _opis, ...noOpis } = news;
    expect([isNewsSummaryList([noOpis]), newsSummarySchema.array().safeParse([noOpis]).success]).toEqual([false, false]);
    expect(isNewsSummaryList({})).toBe(false);
    for (const body of [{ status: 400, message: 'x' }, { status: 400, message: 'x', field: 'naziv' }, { status: 400, message: 'x', field: 3 }]) {
      expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
    }
    expect(isTokenClaims(null)).toBe(false);
  });
});

describe('zod-free document page and page number', () => {
  it('check a page of each type like the schemas do', () => {
    for (const t of DOCUMENT_TYPES) {
      const schema = pagedSchema(documentSchema(t));
      // The publication (status, publishAt) is optional, so not checked (guards.ts).
      expect(Object.keys(documentSchema(t).shape).sort()).toEqual([...Object.keys(DOCUMENT_ITEM_TYPES), t.textField, 'publishAt', 'status'].sort());
      const item = { id: 1, fileName: 'a.pdf', fileSize: 3, createdAt: 'x', updatedAt: 'y', [t.textField]: 'tekst' };
      const samples = [
        { items: [item], totalItems: 1 },
        { items: [], totalItems: 0 },
        { items: [{ ...item, [t.textField]: undefined }], totalItems: 1 },
        { items: [{ ...item, fileSize: '3' }], totalItems: 1 },
        { items: [item] },
        { items: 'x', totalItems: 1 },
      ];
      for (const v of samples) expect(isDocumentPage(t, v), JSON.stringify(v)).toBe(schema.safeParse(v).success);
    }
  });

  it('check a page of the news archive like its schema does', () => {
    const { opis: _opis, ...noOpis } = news;
    const samples = [
      { items: [news], totalItems: 1 },
      { items: [], totalItems: 0 },
      { items: [noOpis], totalItems: 1 },
      { items: [{ ...news, id: '1' }], totalItems: 1 },
      { items: [news] },
      { items: [news], totalItems: '1' },
      [news],
      null,
    ];
    for (const v of samples) expect(isNewsPage(v), JSON.stringify(v)).toBe(newsPageSchema.safeParse(v).success);
  });

  it('read the page number by pageQuerySchema\'s rule, falling back to the first page', () => {
    for (const raw of ['1', '2', '17', '1000000', '0', '-1', '1.5', 'x', '', '1e3', '01', '1000001', ' 2']) {
      const parsed = pageQuerySchema.safeParse({ page: raw });
      const expected = parsed.success && /^\d+$/.test(raw) ? parsed.data.page : FIRST_PAGE;
      expect(pageFromQuery(raw), raw).toBe(expected);
    }
    expect(pageFromQuery(null)).toBe(FIRST_PAGE);
  });
});

describe('zod-free unit answers (clinics, services, institution, notices)', () => {
  const hours = {
    weekly: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' }],
    exceptions: [{ from: '2026-11-25', to: '2026-11-25', hours: [], note: 'Dan državnosti' }],
  };
  const answer = { id: 1, updatedAt: '2026-11-23T10:00:00.000Z', status: { open: true, label: 'Otvoreno sada', date: '2026-11-23' }, audio: null, picture: null };
  const clinicInput = {
    title: 'Blagaj', name: 'Ambulanta porodične medicine Blagaj', kind: 'porodicna', address: 'Blagaj bb, Mostar',
    phones: ['036 580 201'], email: 'amb.blagaj@dz-primjer.ba', team: [{ role: 'Doktor medicine', name: 'dr. A' }], hours, audioGuide: true,
  };
  const serviceInput = {
    title: 'Hitna pomoć', description: 'Opis', icon: 'ambulance', head: { role: 'Šef službe', name: 'dr. B' }, chiefNurse: null,
    phone: '124', email: 'hitna@dz-primjer.ba', hours, audioGuide: true,
  };
  const institution = {
    phone: '036 580 100', email: 'info@dz-primjer.ba', street: 'Ulica primjera 1', postalCode: '88000', city: 'Mostar',
    giroAccount: '0000', bank: 'Banka d.d.', socialUrl: 'https://www.facebook.com/', socialLabel: 'Facebook stranica',
    dutyPhones: [{ label: 'Dežurna ambulanta', phone: '036 580 199' }],
  };
  const noticeInput = { text: 'Ambulanta Blagaj ne radi u petak.', link: '', from: '2026-11-23', to: '2026-11-27', urgent: false };
  const noticeAnswer = { id: 3, endedAt: null, active: true, createdAt: 'x', updatedAt: 'y' };
  const clinic = { ...clinicInput, ...answer };
  const service = {
    ...serviceInput, ...answer, audio: { url: '/assets/audio/x.mp3', seconds: 21, transcript: 'T', stale: false },
    picture: { url: '/api/Sluzba/1/slika/puna?v=0123456789abcdef', cardUrl: '/api/Sluzba/1/slika/kartica?v=0123456789abcdef' },
  };
  const notice = { ...noticeInput, ...noticeAnswer };

  it('name every field of the input schemas, plus the answers\' own', () => {
    const answerKeys = ['id', 'updatedAt', 'status', 'audio', 'picture'];
    const keys = (types: object, nested: string[]) => [...Object.keys(types), ...nested].filter((k) => !answerKeys.includes(k)).sort();
    expect(keys(CLINIC_FIELD_TYPES, ['phones', 'team', 'hours'])).toEqual(Object.keys(clinicInputSchema.shape).sort());
    expect(keys(SERVICE_FIELD_TYPES, ['head', 'chiefNurse', 'hours'])).toEqual(Object.keys(serviceInputSchema.shape).sort());
    expect([...Object.keys(INSTITUTION_TYPES), 'dutyPhones'].filter((k) => k !== 'updatedAt').sort()).toEqual(Object.keys(institutionInputSchema.shape).sort());
    const noticeOwn = Object.keys(noticeAnswer).filter((k) => k !== 'endedAt');
    expect(Object.keys(NOTICE_FIELD_TYPES).filter((k) => !noticeOwn.includes(k)).sort()).toEqual(Object.keys(noticeInputSchema.shape).sort());
  });

  it('accept what the schemas accept and reject a mistyped part', () => {
    expect(clinicInputSchema.safeParse(clinicInput).success && isClinicList([clinic]) && isClinic(clinic)).toBe(true);
    expect(serviceInputSchema.safeParse(serviceInput).success && isServiceList([service, { ...service, chiefNurse: { role: 'r', name: 'n' } }])).toBe(true);
    expect(institutionInputSchema.safeParse(institution).success && isInstitution({ ...institution, updatedAt: 'x' })).toBe(true);
    expect(noticeInputSchema.safeParse(noticeInput).success && isNoticeList([notice, { ...notice, endedAt: 'x' }])).toBe(true);
    const broken: [unknown, unknown][] = [
      [{ ...clinicInput, phones: '036' }, { ...clinic, phones: '036' }],
      [{ ...clinicInput, team: [{ role: 'r' }] }, { ...clinic, team: [{ role: 'r' }] }],
      [{ ...clinicInput, audioGuide: 'da' }, { ...clinic, audioGuide: 'da' }],
      [{ ...clinicInput, hours: { weekly: [{ ...hours.weekly[0], days: 'pon' }], exceptions: [] } }, { ...clinic, hours: { weekly: [{ ...hours.weekly[0], days: 'pon' }], exceptions: [] } }],
      [{ ...clinicInput, hours: { weekly: [], exceptions: [{ ...hours.exceptions[0], hours: [{ from: '07:00' }] }] } }, { ...clinic, hours: { weekly: [], exceptions: [{ ...hours.exceptions[0], hours: [{ from: '07:00' }] }] } }],
    ];
    for (const [input, whole] of broken) expect([clinicInputSchema.safeParse(input).success, isClinic(whole)], JSON.stringify(whole)).toEqual([false, false]);
    for (const part of ['status', 'audio', 'id', 'picture']) expect(isClinic({ ...clinic, [part]: 'x' }), part).toBe(false);
    expect(isService({ ...service, picture: { url: '/x' } })).toBe(false);
    expect(isService({ ...service, head: null })).toBe(serviceInputSchema.safeParse({ ...serviceInput, head: null }).success);
    expect(isInstitution({ ...institution, updatedAt: 'x', city: 3 })).toBe(institutionInputSchema.safeParse({ ...institution, city: 3 }).success);
    // The on-duty numbers: a list of { label, phone } (optional when sent, always answered).
    for (const dutyPhones of ['036', [{ label: 'Dežurna' }], [{ label: 3, phone: '036 580 199' }]]) {
      expect([isInstitution({ ...institution, updatedAt: 'x', dutyPhones }), institutionInputSchema.safeParse({ ...institution, dutyPhones }).success]).toEqual([false, false]);
    }
    const { dutyPhones: _d, ...withoutDuty } = institution;
    expect([institutionInputSchema.safeParse(withoutDuty).success, isInstitution({ ...withoutDuty, updatedAt: 'x' })]).toEqual([true, false]);
    expect(isNoticeList([{ ...notice, urgent: 'da' }])).toBe(noticeInputSchema.safeParse({ ...noticeInput, urgent: 'da' }).success);
    expect([isClinicList({}), isNoticeList(null), isClinic(null)]).toEqual([false, false, false]);
  });
});

describe('zod-free search answers and query', () => {
  const hit = { kind: 'news', id: 1, title: 'Vakcinacija', url: '/novost-detalj/1', snippet: 'Vakcinacija djece', marks: [[0, 11]], date: '2026-11-23T10:00:00.000Z' };
  const results = { items: [hit, { ...hit, kind: 'ZAKON', url: '/api/Zakon/download/3', date: null, marks: [] }], totalItems: 2, query: 'vakcinacija' };

  it('accept a page of hits and reject a mistyped part', () => {
    expect(Object.keys(SEARCH_HIT_TYPES).sort()).toEqual(Object.keys(hit).filter((k) => !['kind', 'marks', 'date'].includes(k)).sort());
    expect(isSearchResults(results)).toBe(true);
    expect(isSearchResults({ ...results, corrected: 'vakcinacija' })).toBe(true);
    expect(isSearchResults({ items: [], totalItems: 0, query: 'xy' })).toBe(true);
    const broken = [
      { ...results, query: undefined },
      { ...results, corrected: null },
      { ...results, totalItems: '2' },
      { ...results, items: [{ ...hit, kind: 'nepoznato' }] },
      { ...results, items: [{ ...hit, marks: [[0]] }] },
      { ...results, items: [{ ...hit, marks: [[0, 1.5]] }] },
      { ...results, items: [{ ...hit, marks: 'x' }] },
      { ...results, items: [{ ...hit, date: 3 }] },
      { ...results, items: [{ ...hit, url: undefined }] },
      null,
    ];
    for (const v of broken) expect(isSearchResults(v), JSON.stringify(v)).toBe(false);
  });

  it('read the query as searchQuerySchema does', () => {
    const long = `${'a'.repeat(199)} b`;
    for (const raw of ['  vakcinacija ', 'a', '', ' a ', 'ljekar\n\tporodične\u0000medicine', 'dj  ', long, `${'x'.repeat(300)}`]) {
      const parsed = searchQuerySchema.safeParse({ q: raw });
      const read = searchQueryFrom(raw);
      expect(read.length >= SEARCH_LIMITS.minChars, JSON.stringify(raw)).toBe(parsed.success);
      if (parsed.success) expect(read).toBe(parsed.data.q);
    }
    expect(searchQueryFrom(null)).toBe('');
    expect(searchQueryFrom('ljekar\u007f\u0085 \u00a0obiteljske')).toBe('ljekar obiteljske');
  });
});
