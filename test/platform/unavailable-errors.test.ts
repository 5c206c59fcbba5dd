import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../src/api/error-handler';
import { testDatabaseUrl } from '../helpers/app';
import { createDb } from '../../src/db/db';
import { DatabaseConnectError, isDatabaseUnavailable, poisonsConnection } from '../../src/db/unavailable';

/** A PostgreSQL error as pg reports it. */
const pgError = (code: string, message: string, severity = 'FATAL') => Object.assign(new Error(message), { code, severity });

describe('failing to obtain a connection', () => {
  it('is UNAVAILABLE whatever PostgreSQL refused it with', () => {
    const refusals = [
      pgError('55000', 'database "billing" is not currently accepting connections'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('57P03', 'the database system is starting up'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('3D000', 'database "billing" does not exist'),
      pgError('28P01', 'password authentication failed for user "billing"'),
      pgError('28000', 'no pg_hba.conf entry for host "10.0.0.9"'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const cause of refusals) {
      const err = new DatabaseConnectError(cause);
      expect(isDatabaseUnavailable(err), cause.message).toBe(true);
      const { error, internal } = toApiError(err);
      expect([error.code, error.httpStatus, internal, error.headers['retry-after'], error.detail.reason]).toEqual([
        14,
        503,
        false,
        '1',
        'DATABASE_UNAVAILABLE',
      ]);
    }
    expect(new DatabaseConnectError(pgError('3D000', 'gone')).sqlState).toBe('3D000');
    expect(new DatabaseConnectError(new Error('Connection terminated unexpectedly')).sqlState).toBeUndefined();
  });

  it('is what the pool throws: a database that does not exist answers 3D000 inside a DatabaseConnectError', async () => {
    const u = new URL(testDatabaseUrl());
    u.pathname = '/billing_no_such_database';
    const db = createDb(u.toString(), 1);
    try {
      const err = await sql`select 1`.execute(db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DatabaseConnectError);
      expect((err as DatabaseConnectError).sqlState).toBe('3D000');
      expect(toApiError(err).error.httpStatus).toBe(503);
    } finally {
      await db.destroy();
    }
  });
});

describe('failures of a statement', () => {
  it('a write on a read-only server (25006, a demoted primary) is UNAVAILABLE and the connection is dropped', () => {
    const readOnly = pgError('25006', 'cannot execute INSERT in a read-only transaction', 'ERROR');
    expect(isDatabaseUnavailable(readOnly)).toBe(true);
    expect(poisonsConnection(readOnly)).toBe(true);
    expect(toApiError(readOnly).error.httpStatus).toBe(503);
  });

  it('other SQLSTATEs keep their own meaning and their connection', () => {
    for (const code of ['23505', '40001', '22003', '55P03', '57014']) expect(poisonsConnection(pgError(code, 'x', 'ERROR'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key', 'ERROR'))).toBe(false);
    // 55000 on a statement (not at connect) is not a refusal of the connection.
    expect(isDatabaseUnavailable(pgError('55000', 'lastval is not yet defined in this session', 'ERROR'))).toBe(false);
  });
});
