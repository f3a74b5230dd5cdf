import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Role } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { TransactionRunner } from '../../database/transaction-runner';
import { hashPassword } from './password-hasher';
import { UserEntity } from './user.entity';

/** A user about to be created by an import or a generation, with the plain password. */
export interface NewBatchUser {
  username: string;
  password: string;
  email?: string | null;
  realname?: string | null;
  gender?: string;
  nickname?: string | null;
  school?: string | null;
  /** A default user when left out. */
  role?: number;
}

const CHUNK = 500;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Creates many users at once (the back office's imports and generations): all of them in one transaction, or none. */
@Injectable()
export class UserBatchWriter {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly transactions: TransactionRunner,
  ) {}

  /** The values of `column` already taken, compared without letter case as logins do. */
  async taken(column: 'username' | 'email', values: string[]): Promise<Set<string>> {
    const wanted = [...new Set(values.map((value) => value.toLowerCase()))];
    const found = new Set<string>();
    for (const part of chunks(wanted)) {
      const rows = await this.users
        .createQueryBuilder('u')
        .select(`u.${column}`, 'value')
        .where(`LOWER(u.${column}) IN (:...part)`, { part })
        .getRawMany<{ value: string }>();
      for (const row of rows) found.add(row.value.toLowerCase());
    }
    return found;
  }

  /** Hashes every password as registration does, then inserts the users in one transaction. */
  async insertAll(batch: NewBatchUser[]): Promise<void> {
    const rows: Partial<UserEntity>[] = [];
    for (const user of batch) {
      rows.push({
        uid: randomUUID().replace(/-/g, ''),
        username: user.username,
        password: await hashPassword(user.password),
        email: user.email ?? null,
        realname: user.realname ?? null,
        nickname: user.nickname ?? null,
        school: user.school ?? null,
        gender: user.gender ?? 'secrecy',
        role: user.role ?? Role.DEFAULT_USER,
      });
    }
    try {
      await this.transactions.run(async (manager) => {
        for (const part of chunks(rows)) await manager.insert(UserEntity, part);
      });
    } catch (error) {
      // Someone took a name between the check and the insert: nothing was written.
      if (isUniqueViolation(error)) throw badRequest('The username or email has been used');
      throw error;
    }
  }
}
