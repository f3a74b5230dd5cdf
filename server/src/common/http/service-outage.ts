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
 * node-redis errors for a connection that is down, reconnecting or too slow, known by their class
 * (node-redis leaves most of their `name`s at "Error"). Compared by class name, not `instanceof`:
 * the workspace's packages may load two copies of node-redis, and an error of one copy is no
 * instance of the other's class.
 */
const REDIS_OUTAGE_CLASSES = new Set(
  [
    ClientClosedError,
    ClientOfflineError,
    ConnectionTimeoutError,
    SocketClosedUnexpectedlyError,
    SocketTimeoutError,
    TimeoutError,
    DisconnectsClientError,
    ReconnectStrategyError,
  ].map((outage) => outage.name),
);

/** The names of the classes an error is an instance of, its own first. */
function classNamesOf(error: object): string[] {
  const names: string[] = [];
  for (let proto = Object.getPrototypeOf(error) as object | null; proto && proto !== Object.prototype;) {
    names.push((proto as { constructor?: { name?: string } }).constructor?.name ?? '');
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return names;
}

const MYSQL_GONE = /Pool is closed|Connection lost|Can't add new command when connection is in closed state/;

export function isServiceOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
  if (classNamesOf(error).some((name) => REDIS_OUTAGE_CLASSES.has(name))) return true;
  if (typeof message === 'string' && MYSQL_GONE.test(message)) return true;
  return isServiceOutage(driverError, depth + 1) || isServiceOutage(cause, depth + 1);
}
