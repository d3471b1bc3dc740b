import { isDatabaseUnavailable } from '../../src/lib/database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused (the server is stopped)', withCode('ECONNREFUSED'), true],
    ['connection reset (the network cut)', withCode('ECONNRESET'), true],
    ['node-postgres: the server closed the socket', new Error('Connection terminated unexpectedly'), true],
    ['node-postgres pool: no connection in time', new Error('timeout exceeded when trying to connect'), true],
    ['SQLSTATE 57P01 admin_shutdown', withCode('57P01', 'terminating connection due to administrator command'), true],
    ['SQLSTATE 57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up'), true],
    ['SQLSTATE 08006 connection_failure', withCode('08006'), true],
    ['wrapped in a cause', Object.assign(new Error('query failed'), { cause: withCode('ECONNREFUSED') }), true],
    ['a unique violation (the request was wrong)', withCode('23505', 'duplicate key'), false],
    ['a syntax error in our SQL', withCode('42601', 'syntax error'), false],
    ['an answer already chosen (a 4xx error)', Object.assign(withCode('ECONNREFUSED'), { statusCode: 400 }), false],
    ['anything else', new Error('boom'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s → %p', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
