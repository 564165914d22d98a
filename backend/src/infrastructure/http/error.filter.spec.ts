import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE, describeError, isDatabaseUnavailable } from './error.filter.js';

/** What the pg driver and MikroORM throw while PostgreSQL restarts. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('errors of an unreachable database', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['refused on IPv4 and IPv6 (AggregateError)', Object.assign(new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { message: '' })],
    ['admin shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['dropped connection', pgError('Connection terminated unexpectedly')],
    ['connect timeout', pgError('timeout exceeded when trying to connect')],
    ['wrapped by a driver exception', Object.assign(new Error('select 1 - failed'), { cause: pgError('x', 'ECONNRESET') })],
  ])('%s: 503 with a clear message', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeError(error)).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
  });

  it('leaves other errors alone', () => {
    expect(describeError(pgError('duplicate key value violates unique constraint', '23505')).status).toBe(500);
    expect(describeError(new TypeError('x is undefined')).status).toBe(500);
    expect(describeError(new BadRequestException('Title is required'))).toEqual({ status: 400, message: 'Title is required' });
  });
});
