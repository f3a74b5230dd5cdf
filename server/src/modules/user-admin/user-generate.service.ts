import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GeneratedUsers } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { USERNAME_PATTERN } from '../auth/auth.dto';
import { GenerateUsersDto, MAX_USERS_AT_ONCE } from './user-admin.dto';
import { UserBatchWriter } from '../user/user-batch-writer.service';
import { newAccountsRecord } from './account-audit';

export interface GeneratedUser {
  username: string;
  password: string;
}

/** How long the list with the plain passwords can be downloaded. */
export const GENERATED_LIST_SECONDS = 30 * 60;
const listKey = (key: string) => `admin:generated-users:${key}`;
/** No 0/O or 1/l/I: the passwords are read off paper. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomPassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * Generated accounts (HOJ generate-user): prefix + number + suffix with random passwords. The list
 * with the passwords is kept in the key-value store for a while, for the spreadsheet download.
 */
@Injectable()
export class UserGenerateService {
  constructor(
    private readonly writer: UserBatchWriter,
    private readonly kv: KeyValueStore,
    private readonly audit: AuditTrail,
  ) {}

  async generate(dto: GenerateUsersDto, admin: Actor): Promise<GeneratedUsers> {
    if (dto.number_to < dto.number_from) {
      throw badRequest('The end number must not be less than the start number');
    }
    const count = dto.number_to - dto.number_from + 1;
    if (count > MAX_USERS_AT_ONCE) {
      throw badRequest(`At most ${MAX_USERS_AT_ONCE} users can be generated at once`);
    }
    const users: GeneratedUser[] = Array.from({ length: count }, (_, i) => ({
      username: `${dto.prefix ?? ''}${dto.number_from + i}${dto.suffix ?? ''}`,
      password: randomPassword(dto.password_length),
    }));
    const invalid = users.find((user) => user.username.length > 20 || !USERNAME_PATTERN.test(user.username));
    if (invalid)
      throw badRequest(`The username ${invalid.username} is not valid, change the prefix or suffix`);
    const taken = await this.writer.taken(
      'username',
      users.map((user) => user.username),
    );
    if (taken.size > 0) {
      const names = users
        .filter((user) => taken.has(user.username.toLowerCase()))
        .map((user) => user.username);
      throw badRequest(`These usernames are already taken: ${names.slice(0, 10).join(', ')}`);
    }
    await this.writer.insertAll(users);
    const usernames = users.map((user) => user.username);
    await this.audit.record(admin, newAccountsRecord('generated', usernames));
    const key = randomUUID().replace(/-/g, '');
    await this.kv.set(listKey(key), JSON.stringify(users), GENERATED_LIST_SECONDS);
    return { key, count, expiresIn: GENERATED_LIST_SECONDS };
  }

  async list(key: string): Promise<GeneratedUser[]> {
    const stored = await this.kv.get(listKey(key));
    if (!stored) throw notFound('The generated user list has expired, generate the users again to get it');
    return JSON.parse(stored) as GeneratedUser[];
  }
}
