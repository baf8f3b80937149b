import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { API_ERRORS } from '@dz/contracts';
import { boundedPoolConfig, type Db } from '@dz/db';
import { toErrorBody } from '../src/http/errors.js';
import { accountService } from '../src/services/accounts.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../src/errors.js';
import { withDatabase } from './pg-server.js';

describe('domain errors', () => {
  it('each kind answers with its status, the message and the field', () => {
    expect(toErrorBody(new ValidationError(API_ERRORS.invalidId))).toEqual({ status: 400, message: API_ERRORS.invalidId });
    expect(toErrorBody(new ValidationError(API_ERRORS.required, 'naziv'))).toEqual({ status: 400, message: API_ERRORS.required, field: 'naziv' });
    expect(toErrorBody(new UnauthenticatedError(API_ERRORS.invalidToken))).toEqual({ status: 401, message: API_ERRORS.invalidToken });
    expect(toErrorBody(new UnauthenticatedError(API_ERRORS.loginFailed))).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    expect(toErrorBody(new ForbiddenError(API_ERRORS.forbidden))).toEqual({ status: 403, message: API_ERRORS.forbidden });
    expect(toErrorBody(new NotFoundError(API_ERRORS.notFound))).toEqual({ status: 404, message: API_ERRORS.notFound });
    expect(toErrorBody(new NotFoundError(API_ERRORS.unknownResource))).toEqual({ status: 404, message: API_ERRORS.unknownResource });
    expect(toErrorBody(new ConflictError(API_ERRORS.userNameTaken, 'username'))).toEqual({ status: 409, message: API_ERRORS.userNameTaken, field: 'username' });
  });

  it('a first admin created meanwhile by another instance counts as existing', async () => {
    // No account yet when counted; the name is taken by the time this instance inserts it.
    const db = {
      account: {
        count: async () => 0,
        create: async () => { throw Object.assign(new Error('Unique constraint failed on the fields: (`userName`)'), { code: 'P2002' }); },
      },
    } as unknown as Db;
    expect(await accountService(db).ensureFirstAdmin({ userName: 'admin', password: 'admin-lozinka', email: 'admin@dz.ba' })).toBe('exists');
  });
});

describe('database errors', () => {
  it('a statement cancelled by its statement_timeout is 503 (try again), not 500', async () => {
    const client = new pg.Client({ connectionString: withDatabase(inject('pgUrl'), 'postgres'), statement_timeout: 50 });
    await client.connect();
    try {
      // Not a wait: a statement that outlasts its 50 ms statement_timeout, which PostgreSQL cancels (the case under test).
      const err = await client.query('SELECT pg_sleep(5)').then(() => undefined, (e: unknown) => e);
      expect(err).toMatchObject({ code: '57014' });
      expect(toErrorBody(err)).toEqual({ status: 503, message: API_ERRORS.unavailable });
    } finally {
      await client.end();
    }
  });
});

describe('a connection the server ends while it is checked out', () => {
  it('neither ends the process nor answers 500: its next statement is a 503 and the pool hands out a fresh one', async () => {
    const pool = new pg.Pool({ connectionString: withDatabase(inject('pgUrl'), 'postgres'), max: 1, ...boundedPoolConfig(5000) });
    pool.on('error', () => {});
    const admin = new pg.Client({ connectionString: withDatabase(inject('pgUrl'), 'postgres') });
    await admin.connect();
    try {
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await client.query('BEGIN');
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      // What an idle-in-transaction timeout or an administrator does: the server ends the session (an 'error' event
      // on a checked-out client, which has no listener of the pool's: without BoundedClient's it ends the process).
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await ended;
      const err = await client.query('SELECT 1').then(() => undefined, (e: unknown) => e);
      expect(toErrorBody(err)).toEqual({ status: 503, message: API_ERRORS.unavailable });
      client.release();
      expect((await pool.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
    } finally {
      await admin.end();
      await pool.end();
    }
  });

  it('the codes of a session ended for idling are 503s', () => {
    for (const code of ['25P03', '57P05']) expect(toErrorBody(Object.assign(new Error('terminating connection'), { code })).status).toBe(503);
  });
});
