import { compare, hash } from 'bcryptjs';

/** bcrypt cost 10: about 70 ms a hash here, slow enough for stolen hashes, fast enough for logins. */
const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, COST);
}

export function verifyPassword(plain: string, hashed: string): Promise<boolean> {
  return compare(plain, hashed);
}
