import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { API, AUDIT_ACTION_LABELS, AUDIT_CSV_BATCH, DOCUMENT_TYPES, HISTORY_UI } from '@dz/contracts';
import { bearer, pdf, testClock, useTestApp } from './harness.js';

// GET /api/audit.csv (docs/product.md "Audit log"): the audit log's rows as CSV for admins, with GET /api/audit's
// filters, every matching row (not paged), spreadsheet-safe. The app's clock is fixed late on a day in UTC that is
// already the next day in Sarajevo: the file is named by Sarajevo's day.
const clock = testClock('2026-11-26T23:30:00Z');
const h = useTestApp({ now: clock.now });
const type = DOCUMENT_TYPES[0];
const COLUMNS = Object.values(HISTORY_UI.csvColumns);

/** The answer's bytes as text (supertest leaves text/csv unparsed as a string). */
const csv = (query = '', token = h.tokens.admin) => h.request.get(`${API.auditCsv}${query}`).set(bearer(token)).buffer(true);
/** The CSV's records after its header, as objects keyed by the Bosnian column names; the header checked. */
function records(text: string): Record<string, string>[] {
  const rows = parse(text, { bom: true, relax_column_count: false }) as string[][];
  expect(rows[0]).toEqual(COLUMNS);
  return rows.slice(1).map((r) => Object.fromEntries(COLUMNS.map((c, i) => [c, r[i]!])));
}
const C = HISTORY_UI.csvColumns;

/** An audit row written straight into the table: its time and fields are the test's. */
const row = (at: string, actorName: string, action: string, resource: string, itemId: string | null) =>
  h.db.pool.query(`INSERT INTO "AuditLog" (at, "actorId", "actorName", action, resource, "itemId", ip) VALUES ($1, NULL, $2, $3, $4, $5, '10.0.0.1')`,
    [at, actorName, action, resource, itemId]);

describe('GET /api/audit.csv', () => {
  it('is for admins (401 anonymous, 403 staff) and a download named by the day in Sarajevo', async () => {
    expect((await h.request.get(API.auditCsv)).status).toBe(401);
    expect((await csv('', h.tokens.staff)).status).toBe(403);
    const r = await csv();
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 23:30 UTC on the 26th is 00:30 on the 27th in Sarajevo.
    expect(r.headers['content-disposition']).toBe('attachment; filename=dnevnik-2026-11-27.csv');
    expect(r.headers['cache-control']).toBe('private, no-store');
    // UTF-8 with a BOM (spreadsheets read č and ž), then the header row.
    expect(r.text.startsWith(`\uFEFF${COLUMNS.join(',')}\n`)).toBe(true);
    // A parameter's bad value is a 400 naming it, as on GET /api/audit.
    const bad = await csv('?to=2026-13-01');
    expect([bad.status, bad.body.field]).toEqual([400, 'to']);
  });

  it('applies the filters (actor in any case, kind, days in Sarajevo) and names each row: times, user, action, kind, item', async () => {
    const id = (await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, 'Pravilnik o radu').attach('pdfFile', pdf(), 'p.pdf')).body.id as number;
    // Two rows of "filtar" on 2026-03-10 in Sarajevo (the first at 23:30 UTC on the 9th), one on the 11th, one of someone else.
    await row('2026-03-09T23:30:00Z', 'filtar', 'update', type.resource, String(id));
    await row('2026-03-10T12:00:00Z', 'Filtar', 'login', 'Account', '7');
    await row('2026-03-11T08:00:00Z', 'filtar', 'delete', type.resource, String(id));
    await row('2026-03-10T09:00:00Z', 'drugi', 'update', type.resource, String(id));

    const day = records((await csv('?actor=FILTAR&from=2026-03-10&to=2026-03-10')).text);
    // Newest first.
    expect(day.map((r) => [r[C.at], r[C.atLocal], r[C.actor], r[C.action], r[C.resource], r[C.itemId], r[C.title]])).toEqual([
      ['2026-03-10T12:00:00.000Z', '2026-03-10 13:00:00', 'Filtar', AUDIT_ACTION_LABELS.login, HISTORY_UI.accountsResource, '7', ''],
      ['2026-03-09T23:30:00.000Z', '2026-03-10 00:30:00', 'filtar', AUDIT_ACTION_LABELS.update, type.title, String(id), 'Pravilnik o radu'],
    ]);
    const kind = records((await csv(`?actor=filtar&resource=${type.resource.toLowerCase()}`)).text);
    expect(kind.map((r) => r[C.action])).toEqual([AUDIT_ACTION_LABELS.delete, AUDIT_ACTION_LABELS.update]);
    // Every row GET /api/audit finds for a filter is in the CSV, in its order.
    const all = records((await csv(`?resource=${type.resource}`)).text);
    const listed = (await h.request.get(`${API.audit}?resource=${type.resource}&pageSize=100`).set(bearer(h.tokens.admin))).body;
    expect(all.map((r) => [r[C.at], r[C.actor]])).toEqual(listed.items.map((e: { at: string; actorName: string }) => [e.at, e.actorName]));
    expect(all).toHaveLength(listed.totalItems);
    expect(records((await csv('?from=2999-01-01')).text)).toEqual([]);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as a formula', async () => {
    const tricky = [
      'ana, "šefica"\nodjel', '=HYPERLINK("http://zlo.example","klik")', '+381 61', '-2+3', '@SUM(A1)', '\tskriveno', 'obična',
    ];
    for (const [i, name] of tricky.entries()) await row(`2026-05-0${i + 1}T10:00:00Z`, name, 'login-failed', 'Account', null);
    const r = await csv('?from=2026-05-01&to=2026-05-31');
    // As bytes: the first name quoted, its quotes doubled, its line break kept inside the quotes.
    expect(r.text).toContain(',"ana, ""šefica""\nodjel",');
    expect(r.text).toContain(`,"'=HYPERLINK(""http://zlo.example"",""klik"")",`);
    // Read back: every value whole, the formula-like ones behind an apostrophe, the others untouched.
    expect(records(r.text).map((x) => x[C.actor]).reverse()).toEqual([
      'ana, "šefica"\nodjel', `'=HYPERLINK("http://zlo.example","klik")`, "'+381 61", "'-2+3", "'@SUM(A1)", "'\tskriveno", 'obična',
    ]);
  });

  it('streams every matching row, however many (not paged): more than one batch read from the database', async () => {
    const n = AUDIT_CSV_BATCH * 2 + 7;
    await h.db.pool.query(
      `INSERT INTO "AuditLog" (at, "actorId", "actorName", action, resource, "itemId", ip)
       SELECT timestamptz '2026-07-01T00:00:00Z' + g * interval '1 second', NULL, 'mnogo', 'login', 'Account', g::text, '10.0.0.2'
       FROM generate_series(1, ${n}) g`);
    const rows = records((await csv('?actor=mnogo')).text);
    expect(rows).toHaveLength(n);
    // Newest first, each once.
    expect(rows.map((r) => Number(r[C.itemId]))).toEqual(Array.from({ length: n }, (_, i) => n - i));
  });
});
