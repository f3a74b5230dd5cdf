import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';
import { Role } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { likePattern } from '../../database/like-pattern';
import { AuthAccountCache } from './auth-account-cache';
import type { UserAccount } from './user-account';
import { UserEntity } from './user.entity';

/** The admin roles: super admin, admin, problem admin. */
const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

/** Which accounts the back office lists. */
export interface AccountListFilter {
  adminsOnly?: boolean;
  /** Held by the username, real name, nickname or email. */
  keyword?: string;
}

/**
 * The user module's interface for the back office's user management and messages sent to many:
 * the account list, saving an edited account, deletion, and whose accounts these are.
 */
@Injectable()
export class UserAccounts {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly accountCache: AuthAccountCache,
  ) {}

  /** A page of the accounts, newest first, and how many match. */
  page(filter: AccountListFilter, window: { skip: number; take: number }): Promise<[UserAccount[], number]> {
    const builder = this.users.createQueryBuilder('u');
    if (filter.adminsOnly) builder.andWhere('u.role IN (:...roles)', { roles: ADMIN_ROLES });
    if (filter.keyword) {
      const like = likePattern(filter.keyword);
      builder.andWhere(
        new Brackets((or) =>
          ['username', 'realname', 'nickname', 'email'].forEach((column) =>
            or.orWhere(`u.${column} LIKE :like ESCAPE '!'`, { like }),
          ),
        ),
      );
    }
    return builder
      .orderBy('u.gmtCreate', 'DESC')
      .addOrderBy('u.uid', 'ASC')
      .skip(window.skip)
      .take(window.take)
      .getManyAndCount();
  }

  /** Writes an edited account (read from `UserService`); a username or email taken meanwhile is a 400. */
  async save(account: UserAccount): Promise<void> {
    try {
      await this.users.save(account);
    } catch (error) {
      // Two edits racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest('The username or email has been used');
      throw error;
    }
    // A new name, role, VIP mark or a ban holds from the user's next request, on every instance.
    await this.accountCache.changed([account.uid]);
  }

  async delete(uids: readonly string[]): Promise<void> {
    await this.users.delete({ uid: In([...uids]) });
    await this.accountCache.changed(uids);
  }

  /** The uids and usernames of the accounts with these uids, by username; unknown uids are absent. */
  namesOf(uids: readonly string[]): Promise<Array<Pick<UserAccount, 'uid' | 'username'>>> {
    return this.users.find({
      where: { uid: In([...uids]) },
      select: { uid: true, username: true },
      order: { username: 'ASC' },
    });
  }

  /** Every account's uid, or the admins' only. */
  async uidsOf({ adminsOnly }: { adminsOnly: boolean }): Promise<string[]> {
    const rows = await this.users.find({
      where: adminsOnly ? { role: In(ADMIN_ROLES) } : {},
      select: { uid: true },
    });
    return rows.map((row) => row.uid);
  }
}
