import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { stringify } from 'csv-stringify';
import {
  API_ERRORS, AUDIT_ACTION_LABELS, HISTORY_UI, auditFilterSchema, auditQuerySchema, auditResourceLabel, idParam, sarajevoToday,
} from '@dz/contracts';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { caching } from '../files/caching.js';
import type { DiskCache } from '../files/disk-cache.js';
import { sendBytes } from '../files/send.js';
import { actorOf } from '../http/actor.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { AuditExportRow, auditService } from '../services/audit.js';
import { binnedByPath, versionedByPath, type historyService } from '../services/history.js';
import type { Guards } from './guards.js';

type History = ReturnType<typeof historyService>;

/** Which kind a history path names: /api/Novost/{id}/… or /api/{Resource}/{id}/… of any collection with versions. */
const kindOf = (req: Request) => versionedByPath(String(req.params.resource));

const versionOf = (req: Request) => {
  const v = idParam.safeParse(req.params.version);
  if (!v.success) throw new NotFoundError(API_ERRORS.notFound);
  return v.data;
};

/**
 * Mounted at /api/:resource/:id before the resources' own routers (docs/product.md "Versions", "Bin"), staff only:
 * bringing an item back from the bin (every kind with one: news, the registry's resources, clinics, services), and for
 * the kinds with versions the versions, one version's file and restoring a version. Any other path goes on to the
 * resource's router.
 */
export function itemHistoryRouter(history: History, { signedIn }: Guards, onPdfChanged: (documentId: number) => void, fileCache?: DiskCache) {
  const r = Router({ mergeParams: true });
  const item = (req: Request) => {
    const c = kindOf(req);
    if (!c) throw new NotFoundError(API_ERRORS.unknownResource);
    return c;
  };
  // A kind without a bin is left to the routers after this one (their 404s).
  const binned = (req: Request) => binnedByPath(String(req.params.resource));
  r.use((req, _res, next) => (binned(req) ? next() : next('router')));
  r.post('/restore', signedIn, async (req, res) => {
    await history.restore(binned(req)!, idOf(req), actorOf(req));
    res.status(204).end();
  });
  // The rest is versions': a kind without them is left to the routers after this one.
  r.use((req, _res, next) => (kindOf(req) ? next() : next('router')));
  // The kind's PDF changed: search must read it again.
  const hasPdf = (c: ReturnType<typeof item>) => c.fields.some((f) => f.type === 'pdf');

  r.get('/versions', signedIn, async (req, res) => {
    res.json(await history.versions(item(req), idOf(req)));
  });
  r.get('/versions/:version/file', signedIn, async (req, res) => {
    const f = await history.versionFile(item(req), idOf(req), versionOf(req));
    const pdf = f.type === 'pdf';
    // Streamed like a current file (routes/documents.ts), a PDF through the same disk cache (keyed by its hash).
    await sendBytes(req, res, {
      // An older version is never the public's (nor is what staff are answered).
      type: pdf ? 'application/pdf' : 'image/jpeg', shown: 'private', hash: f.hash, lastModified: f.savedAt,
      ...(f.fileName ? { attachmentName: f.fileName } : {}),
      body: { size: f.size, read: f.read, ...(pdf && fileCache ? { cache: fileCache } : {}) },
    });
  });
  r.post('/versions/:version/restore', signedIn, async (req, res) => {
    const c = item(req);
    const id = idOf(req);
    await history.restoreVersion(c, id, versionOf(req), actorOf(req));
    // The restored version's PDF may differ from the one just replaced: search must read it again.
    if (hasPdf(c)) onPdfChanged(id);
    res.status(204).end();
  });
  return r;
}

/** GET /api/kanta: the bin (staff). */
export function binRouter(history: History, { signedIn }: Guards) {
  const r = Router();
  r.get('/', signedIn, async (_req, res) => { res.json(await history.bin()); });
  return r;
}

/** GET /api/audit?page&pageSize&actor&resource: the audit log (admins). */
export function auditRouter(audit: ReturnType<typeof auditService>, { admin }: Guards) {
  const r = Router();
  r.get('/', ...admin, async (req, res) => { res.json(await audit.list(parseOr400(auditQuerySchema, req.query))); });
  return r;
}

/** The CSV's columns, in order: the header row's Bosnian names and each row's cell. */
const CSV_COLUMNS: readonly [keyof typeof HISTORY_UI.csvColumns, (r: AuditExportRow) => string][] = [
  ['at', (r) => r.at],
  ['atLocal', (r) => r.atLocal],
  ['actor', (r) => r.actorName],
  ['action', (r) => AUDIT_ACTION_LABELS[r.action] ?? r.action],
  ['resource', (r) => auditResourceLabel(r.resource)],
  ['itemId', (r) => r.itemId ?? ''],
  ['title', (r) => r.title],
];

/**
 * GET /api/audit.csv?actor&resource&from&to (admins; docs/product.md "Audit log"): every row GET /api/audit's filters
 * match, newest first, as CSV (RFC 4180 by csv-stringify: commas, quotes and line breaks quoted; UTF-8 with a BOM so
 * spreadsheets read č and ž). Not paged and not capped: read from the database AUDIT_CSV_BATCH rows at a time and
 * streamed, so memory stays flat however long the log. A cell that starts with = + - @ (or a tab, a carriage return)
 * gets a leading apostrophe (csv-stringify's escape_formulas): a spreadsheet never runs a user name or a title as a formula.
 * Saved as dnevnik-{today in Sarajevo, by the app's clock}.csv.
 */
export function auditCsvRouter(audit: ReturnType<typeof auditService>, { admin }: Guards, now: Clock = systemClock) {
  const r = Router();
  r.get('/', ...admin, async (req, res) => {
    const filter = parseOr400(auditFilterSchema, req.query);
    const batches = audit.exportRows(filter);
    // The first batch before the headers: a database error is still an ordinary error answer.
    const first = await batches.next();
    const record = (row: AuditExportRow) => Object.fromEntries(CSV_COLUMNS.map(([key, cell]) => [key, cell(row)]));
    async function* rows() {
      if (first.done) return;
      for (const row of first.value) yield record(row);
      for await (const batch of batches) for (const row of batch) yield record(row);
    }
    res.type('text/csv; charset=utf-8');
    res.attachment(HISTORY_UI.csvFileName(sarajevoToday(now())));
    caching(res, 'private');
    const csv = stringify({ bom: true, escape_formulas: true, header: true, columns: CSV_COLUMNS.map(([key]) => ({ key, header: HISTORY_UI.csvColumns[key] })) });
    try {
      await pipeline(Readable.from(rows()), csv, res);
    } catch (err) {
      // A client that leaves mid-download ends it; anything else is logged (the answer is already under way).
      if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log?.warn({ err }, 'audit CSV export cut off');
    }
  });
  return r;
}
