import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyBytes, copyBytes, copyBytesIn } from '../src/db/copy-bytes.js';
import { literal } from '../src/db/sql.js';
import { testDatabase } from './harness.js';

let pool: pg.Pool;
let drop: () => Promise<unknown>;
beforeAll(async () => {
  const t = await testDatabase();
  drop = t.drop;
  pool = new pg.Pool({ connectionString: t.url, max: 2 });
  pool.on('error', () => {}); // connections a failed query left closing when the database is dropped
  await pool.query('CREATE TABLE blob (id int PRIMARY KEY, data bytea)');
});
afterAll(async () => {
  await pool?.end();
  await drop?.();
});

const MB = 1024 * 1024;
const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe('copyBytes: bytea values as raw bytes through binary COPY', () => {
  it('returns every byte value unchanged, from one row or many concatenated in order', async () => {
    const big = Buffer.concat([all, randomBytes(3 * MB + 7), all]);
    await pool.query('INSERT INTO blob VALUES (1, $1), (2, $2)', [all, big]);
    expect(Buffer.compare((await copyBytes(pool, 'SELECT data FROM blob WHERE id = 1', 256))!, all)).toBe(0);
    expect(Buffer.compare((await copyBytes(pool, 'SELECT data FROM blob WHERE id = 2', big.length))!, big)).toBe(0);
    const pieces = await copyBytes(pool, `SELECT substring(data FROM s FOR least(1000, 1300001 - s)) FROM blob, generate_series(1000001, 1300000, 1000) s
      WHERE id = 2 ORDER BY s`, 300_000);
    expect(Buffer.compare(pieces!, big.subarray(1_000_000, 1_300_000))).toBe(0);
  });

  it('tells no row and NULL (undefined) from an empty value, and refuses more than asked for', async () => {
    expect(await copyBytes(pool, 'SELECT data FROM blob WHERE id = -1', 10)).toBeUndefined();
    expect(await copyBytes(pool, 'SELECT NULL::bytea', 10)).toBeUndefined();
    expect(await copyBytes(pool, "SELECT ''::bytea", 10)).toEqual(Buffer.alloc(0));
    await expect(copyBytes(pool, 'SELECT data FROM blob WHERE id = 1', 255)).rejects.toThrow(/more than 255 bytes/);
  });

  it('rejects on errors and more than one column, and the pool keeps working', async () => {
    await expect(copyBytes(pool, 'SELECT 1 / 0', 10)).rejects.toThrow(/division by zero/);
    await expect(copyBytes(pool, 'SELECT data, data FROM blob WHERE id = 1', 512)).rejects.toThrow(/one column/);
    await expect(copyBytes(pool, 'SELECT data FROM nowhere', 10)).rejects.toThrow(/nowhere/);
    const results = await Promise.all(Array.from({ length: 6 }, () => copyBytes(pool, 'SELECT data FROM blob WHERE id = 1', 256)));
    expect(results.every((r) => r?.length === 256)).toBe(true);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  });

  it('quotes literals safely', async () => {
    const tricky = `it's a \\ "test" ' ; DROP TABLE blob; --`;
    await pool.query(`INSERT INTO blob VALUES (3, convert_to($1, 'UTF8'))`, [tricky]);
    expect((await copyBytes(pool, `SELECT data FROM blob WHERE data = convert_to(${literal(tricky)}, 'UTF8')`, 100))?.toString()).toBe(tricky);
  });
});

describe('the binary COPY parser', () => {
  // What PostgreSQL sends: the header (here with an extension), tuples of one field, the trailer.
  const stream = (values: (Buffer | null)[]) => {
    const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.from([0, 0, 0, 0, 0, 0, 0, 3, 9, 9, 9])]);
    const tuples = values.map((v) => {
      const length = Buffer.alloc(4);
      length.writeInt32BE(v ? v.length : -1);
      return Buffer.concat([Buffer.from([0, 1]), length, v ?? Buffer.alloc(0)]);
    });
    return Buffer.concat([header, ...tuples, Buffer.from([0xff, 0xff])]);
  };
  const parse = (bytes: Buffer, cuts: number[], maxLength = 1000) => {
    let result: { err: Error | null; value?: Buffer } | undefined;
    const q = new CopyBytes('COPY x TO STDOUT', maxLength);
    q.callback = (err, value) => { result = { err, value }; };
    let from = 0;
    for (const at of [...cuts, bytes.length]) { q.handleCopyData({ chunk: bytes.subarray(from, at) }); from = at; }
    q.handleReadyForQuery();
    return result!;
  };

  it('reads the values however the stream is split into messages', () => {
    const [a, b] = [all.subarray(0, 100), all.subarray(100)];
    const bytes = stream([a, null, Buffer.alloc(0), b]);
    for (let x = 0; x <= bytes.length; x++) {
      for (const y of [x, x + 1, x + 7, bytes.length]) {
        const r = parse(bytes, [x, Math.min(y, bytes.length)]);
        expect(r.err, `${x}/${y}`).toBeNull();
        expect(Buffer.compare(r.value!, all), `${x}/${y}`).toBe(0);
      }
    }
    expect(parse(stream([null]), [5]).value).toBeUndefined();
    expect(parse(stream([]), [20]).value).toBeUndefined();
  });

  it('refuses a stream that is not binary COPY, or is cut short', () => {
    expect(parse(Buffer.from('1\t\\x255044462d312e340a\n'), []).err?.message).toMatch(/not a binary COPY/);
    expect(parse(stream([randomBytes(100)]).subarray(0, 60), []).err?.message).toMatch(/cut short/);
  });
});

describe('copyBytesIn: a row\'s bytes written by binary COPY, in slices', () => {
  it('stores every byte value unchanged (empty, small, several MB of slices), in the caller\'s transaction', async () => {
    const big = Buffer.concat([all, randomBytes(3 * MB + 7), all]);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await copyBytesIn(client, 'blob', 'id', 10, 'data', big);
      await copyBytesIn(client, 'blob', 'id', 11, 'data', new Uint8Array(0));
      // A view into a larger buffer: only its own bytes.
      await copyBytesIn(client, 'blob', 'id', 12, 'data', big.subarray(1, 257));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows } = await pool.query('SELECT id, data FROM blob WHERE id IN (10, 11, 12) ORDER BY id');
    expect(rows.map((r: { data: Buffer }) => r.data.length)).toEqual([big.length, 0, 256]);
    expect(Buffer.compare(rows[0].data, big)).toBe(0);
    expect(Buffer.compare(rows[2].data, big.subarray(1, 257))).toBe(0);
  });

  it('fails as the statement fails (a key that exists), and the transaction stores nothing of it', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("INSERT INTO blob VALUES (20, '\\x01')");
      await expect(copyBytesIn(client, 'blob', 'id', 20, 'data', randomBytes(200_000))).rejects.toThrow(/duplicate key/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await pool.query('SELECT count(*)::int AS n FROM blob WHERE id = 20')).rows[0].n).toBe(0);
    // The connection is usable after it.
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });
});
