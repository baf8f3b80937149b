import { spawn } from 'node:child_process';
import type { Logger } from 'pino';
import { outsideDbBudget, type Db } from '@dz/db';
import { sliceReader } from '../db/copy-bytes.js';
import { int, literal } from '../db/sql.js';

/**
 * The text inside documents' PDFs, for the site search (docs/product.md "Search"): poppler's
 * pdftotext reads each stored PDF after its upload, in the background, one at a time, so an
 * upload never waits for it (a document is found by its title at once, by its PDF's text as
 * soon as this is done). The text goes to DocumentText with the hash of the file it came
 * from; the search index follows by trigger. A scan without text or a PDF pdftotext cannot
 * read gets empty text (found by its title); pdftotext missing: a warning once, documents
 * stay title-only until a start with it installed reads them (`backfill`).
 */

export const PDF_TEXT = {
  /** Text kept per document (PostgreSQL's tsvector holds about 1 MB of terms; a long law is ~500 KB). */
  maxChars: 300_000,
  /** pdftotext is stopped after this long (a damaged or huge PDF). */
  timeoutMs: 30_000,
} as const;

/** The command (a name on PATH or a path: tests point it at a missing file) and its limits. */
export interface PdfTextTools {
  pdftotext?: string;
  timeoutMs?: number;
  maxChars?: number;
}

export type Extracted = { text: string; status: 'ok' | 'empty' | 'failed' };

/** Characters PostgreSQL text refuses (NUL) or a snippet should not show. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffe\uffff]/g;

/** pdftotext's output as one line of plain text: words split at line ends joined, whitespace collapsed, cut at maxChars. */
export function cleanPdfText(raw: string, maxChars: number = PDF_TEXT.maxChars): string {
  let s = raw.replace(CONTROL, ' ').replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2').replace(/\s+/g, ' ').trim();
  if (s.length > maxChars) {
    s = s.slice(0, maxChars);
    // Never end in half a surrogate pair.
    if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
  }
  return s;
}

/**
 * Runs pdftotext on `pdf` with a time limit and an output cap (reading stops, and the process
 * is killed, once maxChars worth of text has arrived). Rejects only when the command cannot
 * be started (ENOENT: not installed); a PDF it cannot read is `failed`.
 */
export function extractPdfText(pdf: Uint8Array, tools: PdfTextTools = {}): Promise<Extracted> {
  const maxChars = tools.maxChars ?? PDF_TEXT.maxChars;
  // UTF-8: a character is at most 4 bytes; Bosnian text averages barely over 1.
  const maxBytes = maxChars * 4;
  return new Promise((resolve, reject) => {
    const child = spawn(tools.pdftotext ?? 'pdftotext', ['-q', '-enc', 'UTF-8', '-nopgbrk', '-', '-'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    let bytes = 0;
    let capped = false;
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, tools.timeoutMs ?? PDF_TEXT.timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      if (capped) return;
      out.push(c);
      bytes += c.length;
      if (bytes >= maxBytes) { capped = true; child.kill('SIGKILL'); }
    });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code) => {
      clearTimeout(timer);
      const text = cleanPdfText(Buffer.concat(out).toString('utf8'), maxChars);
      // A cut-off run keeps what it read; a failed one with nothing is 'failed', not a scan.
      if (text) resolve({ text, status: 'ok' });
      else resolve({ text: '', status: code === 0 && !timedOut ? 'empty' : 'failed' });
    });
    child.stdin.on('error', () => {}); // pdftotext stopping early (damaged file, cap): its exit tells
    child.stdin.end(pdf);
  });
}

export interface PdfTextQueue {
  /** Read this document's PDF text (deduplicated; skipped when its current file's text is there). */
  enqueue(documentId: number): void;
  /** Queue every document whose current file has no text yet (at server start, and `ops index-pdfs`). Resolves with how many. */
  backfill(): Promise<number>;
  /** Resolves once nothing is queued or being read. */
  idle(): Promise<void>;
  /** Something is queued or being read (http/quiet-gc.ts waits for the end). */
  readonly busy: boolean;
  /** pdftotext could not be started: nothing is read until the next start. */
  readonly missingTool: boolean;
}

export function pdfTextQueue(db: Db, logger: Logger, tools: PdfTextTools = {}): PdfTextQueue {
  const queue: number[] = [];
  const queued = new Set<number>();
  let running: Promise<void> | undefined;
  let missingTool = false;

  async function read(id: number) {
    // The current file, unless its text is already there (a second upload of the same bytes, a rerun).
    const { rows: [doc] } = await db.pool.query<{ fileHash: string; size: number }>(
      `SELECT d."fileHash", octet_length(f.data) AS size FROM "Document" d JOIN "DocumentFile" f ON f."documentId" = d.id
       WHERE d.id = $1 AND NOT EXISTS (SELECT 1 FROM "DocumentText" t WHERE t."documentId" = d.id AND t."fileHash" = d."fileHash")`,
      [id],
    );
    if (!doc) return;
    // The bytes as they are, in slices (db/copy-bytes.ts), into one buffer of the file's size: a SELECT of the bytea
    // came as hex text, a 20 MB PDF costing ~100 MB at once (the message, the string, the bytes; issue 25). Nothing
    // when the file was replaced meanwhile (its own turn reads it).
    const data = await sliceReader(db.pool, 'f.data', '"Document" d JOIN "DocumentFile" f ON f."documentId" = d.id',
      `d.id = ${int(id)} AND d."fileHash" = ${literal(doc.fileHash)}`)(0, doc.size);
    if (!data) return;
    const r = await extractPdfText(data, tools);
    // Only for the file it was read from: a replacement meanwhile has its own turn.
    await db.pool.query(
      `INSERT INTO "DocumentText" ("documentId", "fileHash", text, status, "extractedAt")
       SELECT $1::int, $2::text, $3::text, $4::text, now() WHERE EXISTS (SELECT 1 FROM "Document" WHERE id = $1::int AND "fileHash" = $2::text)
       ON CONFLICT ("documentId") DO UPDATE SET "fileHash" = EXCLUDED."fileHash", text = EXCLUDED.text, status = EXCLUDED.status, "extractedAt" = EXCLUDED."extractedAt"`,
      [id, doc.fileHash, r.text, r.status],
    );
    if (r.status === 'failed') logger.info({ documentId: id }, 'pdftotext could not read a PDF; the document is found by its title');
  }

  async function drain() {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      queued.delete(id);
      if (missingTool) continue;
      try {
        await read(id);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
          missingTool = true;
          logger.warn(`the text inside PDFs cannot be read: ${tools.pdftotext ?? 'pdftotext'} is not installed (apt-get install poppler-utils); documents are found by their titles only`);
        } else logger.warn({ err: e, documentId: id }, 'the text of a PDF could not be stored');
      }
    }
    running = undefined;
  }

  const self: PdfTextQueue = {
    enqueue(id) {
      if (missingTool || queued.has(id)) return;
      queued.add(id);
      queue.push(id);
      // The queue's own work, not the request's that enqueued it: outside its database budget (@dz/db budget.ts).
      running ??= outsideDbBudget(drain);
    },
    async backfill() {
      const { rows } = await db.pool.query<{ id: number }>(
        `SELECT d.id FROM "Document" d LEFT JOIN "DocumentText" t ON t."documentId" = d.id
         WHERE t."fileHash" IS DISTINCT FROM d."fileHash" ORDER BY d.id DESC`,
      );
      for (const r of rows) self.enqueue(r.id);
      return rows.length;
    },
    async idle() {
      while (running) await running;
    },
    get missingTool() {
      return missingTool;
    },
    get busy() {
      return running !== undefined;
    },
  };
  return self;
}
