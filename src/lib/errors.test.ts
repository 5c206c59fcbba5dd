import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Code, httpStatusOf, ApiError, REASONS, type CodeName } from './errors';
import { toApiError } from '../api/error-handler';

describe('error catalogue', () => {
  it('maps every gRPC code to the grpc-gateway HTTP status', () => {
    const expected: Partial<Record<CodeName, number>> = {
      INVALID_ARGUMENT: 400,
      FAILED_PRECONDITION: 400,
      OUT_OF_RANGE: 400,
      UNAUTHENTICATED: 401,
      PERMISSION_DENIED: 403,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      ABORTED: 409,
      RESOURCE_EXHAUSTED: 429,
      UNIMPLEMENTED: 501,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    };
    for (const [name, status] of Object.entries(expected)) expect(httpStatusOf[name as CodeName]).toBe(status);
  });

  it('is the table of docs/errors.md, row for row', () => {
    const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| (\d+) \| ([A-Z_]+) \| (\d+) \|/gm)].map((m) => [Number(m[1]), m[2], Number(m[3])]);
    const catalogue = (Object.keys(Code) as CodeName[]).filter((n) => n !== 'OK').map((n) => [Code[n], n, httpStatusOf[n]]);
    expect(rows).toEqual(catalogue);
  });

  it('documents every reason code with its status in docs/errors.md, row for row', () => {
    const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| ([A-Z_]+) \| ([A-Z_]+) \| [^|]+ \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(Object.entries(REASONS));
  });

  it('builds the error body of docs/errors.md', () => {
    const err = new ApiError('NOT_FOUND', 'customer not found', { reason: 'NOT_FOUND' });
    expect(err.toBody()).toEqual({ code: 5, message: 'customer not found', detail: { reason: 'NOT_FOUND' } });
    expect(err.httpStatus).toBe(404);
  });
});

describe('toApiError', () => {
  it('passes ApiError through', () => {
    const err = new ApiError('FAILED_PRECONDITION', 'draft');
    expect(toApiError(err)).toEqual({ error: err, internal: false });
  });

  it('turns schema validation into INVALID_ARGUMENT with field violations', () => {
    const fe = Object.assign(new Error('bad'), {
      validation: [
        {
          keyword: 'additionalProperties',
          instancePath: '/orderBy',
          params: { additionalProperty: 'fieldd' },
          schemaPath: '',
          message: '',
        },
        { keyword: 'required', instancePath: '', params: { missingProperty: 'id' }, schemaPath: '', message: '' },
        { keyword: 'maximum', instancePath: '/items/2/quantity', params: {}, schemaPath: '', message: 'must be <= 100' },
      ],
    });
    const { error } = toApiError(fe);
    expect(error.code).toBe(3);
    expect(error.detail.fieldViolations).toEqual([
      { field: 'orderBy.fieldd', description: 'unknown field' },
      { field: 'id', description: 'required' },
      { field: 'items[2].quantity', description: 'must be <= 100' },
    ]);
  });

  it('maps Fastify 4xx errors (body too large, bad media type) to INVALID_ARGUMENT, 404 to NOT_FOUND', () => {
    expect(
      toApiError(Object.assign(new Error('too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).error.toBody(),
    ).toEqual({ code: 3, message: 'too large', detail: { reason: 'BODY_TOO_LARGE' } });
    expect(
      toApiError(Object.assign(new Error('media'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })).error.httpStatus,
    ).toBe(400);
    expect(toApiError(Object.assign(new Error('nf'), { statusCode: 404 })).error.code).toBe(5);
  });

  it('maps PostgreSQL unique, serialization and data errors without a 500', () => {
    expect(toApiError({ code: '23505', severity: 'ERROR', constraint: 'customer_optional_id_idx' }).error.code).toBe(6);
    expect(toApiError({ code: '40001', severity: 'ERROR' }).error.code).toBe(10);
    expect(toApiError({ code: '40P01', severity: 'ERROR' }).error.code).toBe(10);
    expect(toApiError({ code: '22003', severity: 'ERROR' }).error.code).toBe(3);
  });

  it('maps a lost or unreachable database to 503 UNAVAILABLE with Retry-After', () => {
    const lost = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      { code: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' },
      { code: '57P03', severity: 'FATAL', message: 'the database system is starting up' },
      { code: '08006', severity: 'FATAL', message: 'connection failure' },
      { code: '57014', severity: 'ERROR', message: 'canceling statement due to statement timeout' },
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client was closed and is not queryable'),
      Object.assign(new Error('the database did not answer within 2000 ms'), { code: 'DB_TIMEOUT' }),
    ];
    for (const err of lost) {
      const { error, internal } = toApiError(err);
      expect([error.code, error.httpStatus, internal, error.headers['retry-after']]).toEqual([14, 503, false, '1']);
    }
    expect(toApiError(new Error('Connection was fine')).error.code).toBe(13);
  });

  it('maps constraint violations a race can cause to the sequential answer (docs/errors.md "Concurrent writes")', () => {
    const parentGone = toApiError({
      code: '23503',
      severity: 'ERROR',
      constraint: 'customer_staff_tenant_id_customer_id_fkey',
      message: 'insert or update on table "customer_staff" violates foreign key constraint',
    });
    expect(parentGone).toEqual({
      internal: false,
      error: expect.objectContaining({ codeName: 'NOT_FOUND', message: 'customer not found' }),
    });
    expect(parentGone.error.detail.fieldViolations).toEqual([{ field: 'customerId', description: 'customer not found' }]);
    const referenced = toApiError({
      code: '23503',
      severity: 'ERROR',
      constraint: 'x_fkey',
      message: 'update or delete on table "customer" violates foreign key constraint',
    });
    expect([referenced.error.codeName, referenced.internal]).toEqual(['FAILED_PRECONDITION', false]);
    expect(
      toApiError({ code: '23503', severity: 'ERROR', constraint: 'unknown_fkey', message: 'insert or update on table "t"' }).error.toBody(),
    ).toEqual({ code: 5, message: 'a referenced record not found', detail: { reason: 'NOT_FOUND' } });
    expect(toApiError({ code: '23505', severity: 'ERROR', constraint: 'amendment_tenant_id_contract_id_version_key' }).error.codeName).toBe(
      'ABORTED',
    );
    expect(toApiError({ code: '23505', severity: 'ERROR', constraint: 'customer_pkey' }).error.httpStatus).toBe(409);
    expect(toApiError({ code: '55P03', severity: 'ERROR' }).error.codeName).toBe('ABORTED');
    expect(toApiError({ code: '23514', severity: 'ERROR', constraint: 'contract_version_check' }).error.codeName).toBe('INVALID_ARGUMENT');
    expect(toApiError({ code: '23502', severity: 'ERROR' }).error.codeName).toBe('INTERNAL');
  });

  it('hides anything else behind INTERNAL', () => {
    const { error, internal } = toApiError(new TypeError('x is undefined'));
    expect(internal).toBe(true);
    expect(error.toBody()).toEqual({ code: 13, message: 'internal error', detail: { reason: 'INTERNAL' } });
  });
});
