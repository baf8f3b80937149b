import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { API_ERRORS } from '@dz/contracts';
import type { Db } from '@dz/db';
import { toErrorBody } from '../src/http/errors.js';
import { accountService } from '../src/services/accounts.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../src/services/errors.js';
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
      const err = await client.query('SELECT pg_sleep(5)').then(() => undefined, (e: unknown) => e);
      expect(err).toMatchObject({ code: '57014' });
      expect(toErrorBody(err)).toEqual({ status: 503, message: API_ERRORS.unavailable });
    } finally {
      await client.end();
    }
  });
});
