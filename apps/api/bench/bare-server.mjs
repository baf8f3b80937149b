// The baselines: the same paged-list query on bare node:http + pg (no framework, no ORM), and
// GET /file: the bench's PDF (BENCH_FILE) streamed from disk with fs.createReadStream.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const file = process.env.BENCH_FILE;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/file') {
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
    return;
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 5);
  const [rows, count] = await Promise.all([
    pool.query('SELECT id, text, "fileName", "fileSize", "createdAt", "updatedAt" FROM "Document" WHERE kind = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', ['ZAKON', size, (page - 1) * size]),
    pool.query('SELECT count(*)::int AS n FROM "Document" WHERE kind = $1', ['ZAKON']),
  ]);
  const items = rows.rows.map((r) => ({ id: r.id, naziv: r.text, fileName: r.fileName, fileSize: r.fileSize, createdAt: r.createdAt, updatedAt: r.updatedAt }));
  const body = JSON.stringify({ items, totalItems: count.rows[0].n });
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
