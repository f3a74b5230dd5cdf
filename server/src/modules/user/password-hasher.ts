import { randomBytes } from 'node:crypto';
import { compare, hash } from 'bcryptjs';

/** bcrypt cost 10: about 70 ms a hash here, slow enough for stolen hashes, fast enough for logins. */
const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, COST);
}

export function verifyPassword(plain: string, hashed: string): Promise<boolean> {
  return compare(plain, hashed);
}

let dummy: Promise<string> | undefined;

/**
 * The hash of a random password nobody knows, made once with the same cost as every user's:
 * a login for an unknown username is checked against it, so it takes as long as a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
