import { QueryFailedError } from 'typeorm';
import { ClientClosedError, ClientOfflineError, SocketClosedUnexpectedlyError } from 'redis';
import { isServiceOutage } from './service-outage';

describe('isServiceOutage', () => {
  it("knows node-redis's connection errors by their class, though their name is plain Error", () => {
    const offline = new ClientOfflineError();
    expect(offline.name).toBe('Error');
    expect(isServiceOutage(offline)).toBe(true);
    expect(isServiceOutage(new ClientClosedError())).toBe(true);
    expect(isServiceOutage(new SocketClosedUnexpectedlyError())).toBe(true);
  });

  it("knows them from another copy of node-redis, whose classes are not this copy's", () => {
    const OtherCopy = class ClientOfflineError extends Error {};
    const offline = new OtherCopy('The client is offline');
    expect(offline).not.toBeInstanceOf(ClientOfflineError);
    expect(isServiceOutage(offline)).toBe(true);
  });

  it('finds a refused connection under a driver error or a cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    expect(isServiceOutage(new QueryFailedError('SELECT 1', [], refused))).toBe(true);
    expect(isServiceOutage(new Error('enqueue failed', { cause: new ClientOfflineError() }))).toBe(true);
  });

  it('leaves programming errors and bad SQL to answer 500', () => {
    expect(isServiceOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    const badSql = Object.assign(new Error('Unknown column'), { code: 'ER_BAD_FIELD_ERROR' });
    expect(isServiceOutage(new QueryFailedError('SELECT nope', [], badSql))).toBe(false);
    expect(isServiceOutage(new Error('The client is offline'))).toBe(false);
  });
});
