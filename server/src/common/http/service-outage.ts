import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from 'redis';

/**
 * Whether an error means a backing service (the database or Redis) cannot be reached right now:
 * the request was fine and may simply be tried again. Such errors answer 503, never 500.
 */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/**
 * node-redis errors for a connection that is down, reconnecting or too slow, by class: node-redis
 * leaves most of their `name`s at "Error".
 */
const REDIS_OUTAGE_ERRORS = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
];

const MYSQL_GONE = /Pool is closed|Connection lost|Can't add new command when connection is in closed state/;

export function isServiceOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
  if (REDIS_OUTAGE_ERRORS.some((outage) => error instanceof outage)) return true;
  if (typeof message === 'string' && MYSQL_GONE.test(message)) return true;
  return isServiceOutage(driverError, depth + 1) || isServiceOutage(cause, depth + 1);
}
