import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { int } from './sql.js';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER = SIGNATURE.length + 8; // signature, flags, header extension length

/**
 * Reads bytea values as raw bytes: `COPY (<query of one bytea column>) TO STDOUT (FORMAT
 * binary)`, the rows' values concatenated in order into one Buffer of at most `maxLength`
 * bytes: `into` when given (a buffer of at least maxLength bytes the caller is done with),
 * else a new one. Undefined when the query returns no row (or only NULLs).
 *
 * Why not a SELECT: node-postgres decodes every result column as text (a per-query binary
 * format comes out as a UTF-8 string, corrupting bytes above 0x7f: commit 3cfa5c8), and
 * bytea's text form is hex, twice the bytes for PostgreSQL to encode and send and for us to
 * decode: downloads were three times slower. COPY's binary format carries the bytes as they
 * are, in CopyData messages node-postgres hands over untouched (as pg-copy-streams uses them).
 * Several smaller rows beat one big one: node-postgres gathers each message whole, growing a
 * fresh buffer by doubling for every message larger than a socket read.
 *
 * COPY takes no parameters: `query` must be built from trusted values (integers, and
 * literals through `literal`).
 */
export async function copyBytes(pool: pg.Pool, query: string, maxLength: number, into?: Buffer): Promise<Buffer | undefined> {
  // pg-pool sets the callback, resolves with its result and releases the connection.
  return pool.query(new CopyBytes(`COPY (${query}) TO STDOUT (FORMAT binary)`, maxLength, into));
}

declare module 'pg' {
  interface Pool {
    /**
     * A CopyBytes on the pool: pg-pool runs a submittable query as any other, setting its callback and resolving with
     * what that is given (@types/pg types the pool's as the client's, which hands back the query itself).
     */
    query(copy: CopyBytes): Promise<Buffer | undefined>;
  }
}

/** Row size of a download slice's COPY: well under a socket read (64 KiB). */
const PIECE = 32 * 1024;

/**
 * Reads stored bytes slice by slice (files/send.ts ChunkReader): `length` bytes at `offset` of the
 * bytea `column` of the one row that `from` and `where` select, as rows of at most PIECE bytes
 * each (see copyBytes), in order. Undefined when that row is gone or no longer matches `where`
 * (a replaced or purged file): the download is then cut off. Out-of-line uncompressed storage
 * (STORAGE EXTERNAL, see the migrations) lets PostgreSQL read only a slice's own TOAST chunks.
 * `from` and `where` are SQL built from trusted values (`int`, `literal`).
 */
export const sliceReader = (pool: pg.Pool, column: string, from: string, where: string) =>
  (offset: number, length: number, into?: Buffer) => copyBytes(pool,
    `SELECT substring(${column} FROM s FOR least(${PIECE}, ${int(offset + length + 1)} - s))
     FROM ${from}, generate_series(${int(offset + 1)}, ${int(offset + length)}, ${PIECE}) s
     WHERE ${where} ORDER BY s`, length, into);

/** How much of the bytes each CopyData message of copyBytesIn carries. */
const PIECE_IN = 64 * 1024;

/**
 * Writes one row, an integer key and its bytes, with `COPY table (keyColumn, column) FROM STDIN (FORMAT binary)` on
 * `client` (inside its transaction): the bytes go out as they are, slice by slice as the socket takes them
 * (pg-copy-streams, which writes each slice to the socket behind its own 5-byte header). As a bytea parameter
 * node-postgres copies them whole into its Bind message first: a 19 MB upload cost 19 MB more at once (issue 25).
 * Names are SQL of ours (`ident`), never input.
 */
export async function copyBytesIn(client: pg.ClientBase, table: string, keyColumn: string, key: number, column: string, data: Uint8Array): Promise<void> {
  const head = Buffer.alloc(HEADER + 2 + 4 + 4 + 4);
  let at = SIGNATURE.copy(head);
  at = head.writeInt32BE(0, at); // flags
  at = head.writeInt32BE(0, at); // header extension length
  at = head.writeInt16BE(2, at); // the row's fields
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(key, at);
  head.writeInt32BE(data.byteLength, at);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  function* message() {
    yield head;
    for (let i = 0; i < bytes.length; i += PIECE_IN) yield bytes.subarray(i, i + PIECE_IN);
    yield Buffer.from([0xff, 0xff]); // no more rows
  }
  await pipeline(Readable.from(message()), client.query(copyFrom(`COPY ${table} (${keyColumn}, ${column}) FROM STDIN (FORMAT binary)`)));
}

const EMPTY = Buffer.alloc(0);
type State = 'header' | 'extension' | 'tuple' | 'length' | 'data' | 'done';

/** A node-postgres submittable (see pg's Query): one simple-protocol COPY TO STDOUT, parsed as it arrives. */
export class CopyBytes {
  callback?: (err: Error | null, value?: Buffer) => void;
  private state: State = 'header';
  private need = HEADER; // bytes the state reads into `scratch` before it can decide
  private scratch = EMPTY;
  private remaining = 0; // of the current value
  private out?: Buffer;
  private filled = 0;
  private values = 0;
  private error?: Error;
  private answered = false;

  constructor(private readonly text: string, private readonly maxLength: number, into?: Buffer) {
    if (into && into.length >= maxLength) this.out = into;
  }

  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
  }

  handleCopyData(msg: { chunk: Buffer }) {
    // The chunk is a view into the connection's read buffer, reused afterwards: copy what we keep.
    const chunk = msg.chunk;
    let at = 0;
    while (at < chunk.length && this.state !== 'done' && !this.error) {
      if (this.state === 'data') {
        const n = Math.min(this.remaining, chunk.length - at);
        this.out ??= Buffer.allocUnsafe(this.maxLength);
        chunk.copy(this.out, this.filled, at, at + n);
        [this.filled, this.remaining, at] = [this.filled + n, this.remaining - n, at + n];
        if (this.remaining === 0) this.expect('tuple', 2);
        continue;
      }
      const take = Math.min(this.need - this.scratch.length, chunk.length - at);
      this.scratch = Buffer.concat([this.scratch, chunk.subarray(at, at + take)]);
      at += take;
      if (this.scratch.length === this.need) this.decide(this.scratch);
    }
  }

  private expect(state: State, need: number) {
    [this.state, this.need, this.scratch] = [state, need, EMPTY];
  }

  private decide(b: Buffer) {
    switch (this.state) {
      case 'header': {
        if (!b.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return void (this.error = new Error('COPY: not a binary COPY stream'));
        const extension = b.readUInt32BE(HEADER - 4);
        return extension ? this.expect('extension', extension) : this.expect('tuple', 2);
      }
      case 'extension':
        return this.expect('tuple', 2);
      case 'tuple': {
        const fields = b.readInt16BE(0);
        if (fields === -1) return void (this.state = 'done');
        if (fields !== 1) return void (this.error = new Error(`COPY: expected one column, got ${fields}`));
        return this.expect('length', 4);
      }
      case 'length': {
        const size = b.readInt32BE(0);
        if (size === -1) return this.expect('tuple', 2); // NULL
        this.values++;
        if (this.filled + size > this.maxLength) return void (this.error = new Error(`COPY: more than ${this.maxLength} bytes`));
        if (size === 0) return this.expect('tuple', 2);
        [this.state, this.remaining] = ['data', size];
      }
    }
  }

  private answer(err: Error | null, value?: Buffer) {
    if (this.answered) return;
    this.answered = true;
    this.callback?.(err, value);
  }

  handleError(err: Error) {
    this.answer(err);
  }

  handleReadyForQuery() {
    if (this.error) return this.answer(this.error);
    if (this.state !== 'done') return this.answer(new Error('COPY: stream cut short'));
    if (!this.values) return this.answer(null, undefined);
    this.answer(null, (this.out ?? EMPTY).subarray(0, this.filled));
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse(connection: { sendCopyFail(msg: string): void }) {
    connection.sendCopyFail('COPY FROM is not supported here');
  }
}
