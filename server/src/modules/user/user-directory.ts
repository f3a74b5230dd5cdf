import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../database/like-pattern';
import { UserStatus, type UserAccount } from './user-account';
import { UserEntity } from './user.entity';

/**
 * What other modules show of a user beside their own rows: names, school, avatar, title, role and
 * whether the account is enabled.
 */
export type UserCard = Pick<
  UserAccount,
  | 'uid'
  | 'username'
  | 'nickname'
  | 'realname'
  | 'school'
  | 'avatar'
  | 'gender'
  | 'role'
  | 'titleName'
  | 'titleColor'
  | 'signature'
  | 'isVip'
  | 'status'
>;

const CARD_COLUMNS: (keyof UserCard)[] = [
  'uid',
  'username',
  'nickname',
  'realname',
  'school',
  'avatar',
  'gender',
  'role',
  'titleName',
  'titleColor',
  'signature',
  'isVip',
  'status',
];

/** Large lists are read in slices, so one query never carries thousands of parameters. */
const SLICE = 1000;

/** The user module's read interface for other modules: user cards by id or by name. */
@Injectable()
export class UserDirectory {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** How many accounts the site has. */
  count(): Promise<number> {
    return this.users.count();
  }

  /** The cards of the users with these ids; ids of no user are absent. */
  async cardsOf(uids: readonly string[]): Promise<Map<string, UserCard>> {
    return this.cardsWhere('uid', uids);
  }

  /** The card of one user, or null. */
  async cardOf(uid: string): Promise<UserCard | null> {
    return (await this.cardsOf([uid])).get(uid) ?? null;
  }

  /** The cards of the users with these usernames, keyed by username; unknown names are absent. */
  async cardsNamed(usernames: readonly string[]): Promise<Map<string, UserCard>> {
    const byUid = await this.cardsWhere('username', usernames);
    return new Map([...byUid.values()].map((card) => [card.username, card]));
  }

  /** Up to `limit` enabled accounts whose username holds the text, in name order. */
  search(text: string, limit: number): Promise<UserCard[]> {
    const keyword = text.trim();
    if (!keyword) return Promise.resolve([]);
    return this.users
      .createQueryBuilder('account')
      .select(CARD_COLUMNS.map((column) => `account.${column}`))
      .where("account.username LIKE :pattern ESCAPE '!'", { pattern: likePattern(keyword) })
      .andWhere('account.status = :enabled', { enabled: UserStatus.NORMAL })
      .orderBy('account.username', 'ASC')
      .take(limit)
      .getMany();
  }

  /**
   * Narrows another module's query to the rows of users whose account exists and, given a keyword,
   * whose username (or any of `fields`) holds it. `uidColumn` names the query's uid column.
   */
  whereAccount<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    uidColumn: string,
    keyword?: string,
    fields: ReadonlyArray<'username' | 'realname' | 'nickname'> = ['username'],
  ): SelectQueryBuilder<T> {
    const accounts = qb.subQuery().select('account.uid').from(UserEntity, 'account');
    const text = keyword?.trim();
    if (text) {
      accounts.where(
        new Brackets((or) => {
          for (const field of fields) or.orWhere(`account.${field} LIKE :accountLike ESCAPE '!'`);
        }),
      );
    }
    return qb.andWhere(
      `${uidColumn} IN ${accounts.getQuery()}`,
      text ? { accountLike: likePattern(text) } : {},
    );
  }

  /**
   * Joins the accounts to another module's query on its uid column (one SQL query, for lists paged
   * over many users): keeps the rows of enabled accounts and selects their names as `username`,
   * `nickname` and `realname`. A grouped query groups by the names too, which one uid determines.
   */
  joinEnabledNames<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    uidColumn: string,
    { grouped }: { grouped: boolean },
  ): SelectQueryBuilder<T> {
    qb.innerJoin(UserEntity, 'account', `account.uid = ${uidColumn}`);
    if (grouped)
      qb.addGroupBy('account.username').addGroupBy('account.nickname').addGroupBy('account.realname');
    return qb
      .addSelect([
        'account.username AS username',
        'account.nickname AS nickname',
        'account.realname AS realname',
      ])
      .andWhere('account.status = :enabledStatus', { enabledStatus: UserStatus.NORMAL });
  }

  private async cardsWhere(
    column: 'uid' | 'username',
    values: readonly string[],
  ): Promise<Map<string, UserCard>> {
    const unique = [...new Set(values)];
    const cards = new Map<string, UserCard>();
    for (let i = 0; i < unique.length; i += SLICE) {
      const rows = await this.users.find({
        where: { [column]: In(unique.slice(i, i + SLICE)) },
        select: CARD_COLUMNS,
      });
      for (const row of rows) cards.set(row.uid, row);
    }
    return cards;
  }
}
