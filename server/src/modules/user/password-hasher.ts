import { randomBytes } from 'node:crypto';
import { compare, hash } from 'bcryptjs';
import { DEFAULT_PASSWORD_HASH_COST } from '../../config/app-config';

let cost = DEFAULT_PASSWORD_HASH_COST;
let dummy: Promise<string> | undefined;

/**
 * Sets the cost of the hashes made from now on (`PASSWORD_HASH_COST`, read at boot). Stored hashes
 * keep the cost they were made with, which bcrypt reads back from the hash itself.
 */
export function setPasswordHashCost(value: number): void {
  if (value === cost) return;
  cost = value;
  dummy = undefined;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, cost);
}

export function verifyPassword(plain: string, hashed: string): Promise<boolean> {
  return compare(plain, hashed);
}

/**
 * The hash of a random password nobody knows, made once with the same cost as every user's:
 * a login for an unknown username is checked against it, so it takes as long as a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
