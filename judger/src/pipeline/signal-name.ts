import { constants } from 'node:os';

const NAMES = new Map<number, string>(
  Object.entries(constants.signals).map(([name, value]) => [value, name]),
);

export function signalName(signal: number): string {
  return NAMES.get(signal) ?? `signal ${signal}`;
}
