import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorCode, Role } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { AuthAccountCache } from './auth-account-cache';
import { ChangeUserInfoDto } from './user.dto';
import { UserStatus } from './user-account';
import { UserEntity } from './user.entity';
import { dummyHash, hashPassword, verifyPassword } from './password-hasher';

export interface NewUser {
  username: string;
  password: string;
  email?: string | null;
  role?: number;
  deptId?: number | null;
}

@Injectable()
export class UserService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly accountCache: AuthAccountCache,
  ) {}

  /** Makes the dummy hash before the first login needs it, so that login is not the slow one. */
  onApplicationBootstrap(): void {
    void dummyHash();
  }

  findByUid(uid: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ uid });
  }

  /** Names ignore letter case, as MariaDB's collation makes them do: "Alice" is "alice". */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.findIgnoringCase('username', username);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.findIgnoringCase('email', email);
  }

  /** MariaDB compares case-insensitively already (and keeps its index); SQLite needs NOCASE. */
  private findIgnoringCase(column: 'username' | 'email', value: string): Promise<UserEntity | null> {
    const sqlite = this.users.manager.connection.options.type === 'better-sqlite3';
    return this.users
      .createQueryBuilder('u')
      .where(`u.${column} = :value${sqlite ? ' COLLATE NOCASE' : ''}`, { value })
      .getOne();
  }

  async getByUid(uid: string): Promise<UserEntity> {
    const user = await this.findByUid(uid);
    if (!user) throw notFound('The user does not exist', ErrorCode.USER_NOT_FOUND);
    return user;
  }

  /** The uids of the users holding a role (a handful for super admins). */
  async uidsWithRole(role: number): Promise<string[]> {
    const rows = await this.users.find({ where: { role }, select: { uid: true } });
    return rows.map((row) => row.uid);
  }

  /** Looks a user up by uid or username (HOJ's user-home parameters). */
  async findByUidOrUsername(uid?: string, username?: string): Promise<UserEntity | null> {
    if (uid) return this.findByUid(uid);
    if (username) return this.findByUsername(username);
    return null;
  }

  async create(input: NewUser): Promise<UserEntity> {
    const user = this.users.create({
      uid: randomUUID().replace(/-/g, ''),
      username: input.username,
      password: await hashPassword(input.password),
      email: input.email ?? null,
      role: input.role ?? Role.DEFAULT_USER,
      deptId: input.deptId ?? null,
    });
    return this.users.save(user);
  }

  /**
   * True when the user exists and the password is theirs. An unknown user (null) costs a hash
   * check too, against a dummy hash: otherwise the answer's speed would tell which names exist.
   */
  async verifyPassword(user: UserEntity | null, plain: string): Promise<boolean> {
    const matches = await verifyPassword(plain, user?.password ?? (await dummyHash()));
    return user !== null && matches;
  }

  async setPassword(uid: string, plain: string): Promise<void> {
    await this.users.update({ uid }, { password: await hashPassword(plain) });
  }

  async setEmail(uid: string, email: string): Promise<void> {
    await this.users.update({ uid }, { email });
  }

  async updateProfile(uid: string, changes: ChangeUserInfoDto): Promise<UserEntity> {
    const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(patch).length > 0) await this.users.update({ uid }, patch);
    return this.getByUid(uid);
  }

  async setAvatar(uid: string, avatar: string): Promise<UserEntity> {
    await this.users.update({ uid }, { avatar });
    return this.getByUid(uid);
  }

  async touchLogin(uid: string): Promise<void> {
    await this.users.update({ uid }, { recentLoginTime: new Date() });
  }

  /**
   * The identity the auth guard attaches to a request; null for unknown or disabled users. Read
   * through `AuthAccountCache`, which the account's writers drop.
   */
  async authUser(uid: string): Promise<AuthUser | null> {
    const held = await this.accountCache.get(uid);
    if (held) return held;
    const user = await this.users.findOne({
      where: { uid },
      select: { uid: true, username: true, role: true, isVip: true, status: true },
    });
    if (!user || user.status !== UserStatus.NORMAL) return null;
    const account = { uid: user.uid, username: user.username, role: user.role, isVip: user.isVip };
    await this.accountCache.put(account);
    return account;
  }

  /**
   * Creates the `root` super admin on first start. Returns the password when one was generated,
   * so the caller can print it once.
   */
  async ensureRoot(configuredPassword?: string): Promise<{ created: boolean; generatedPassword?: string }> {
    if (await this.users.existsBy({ username: 'root' })) return { created: false };
    const generated = configuredPassword ? undefined : randomBytes(9).toString('base64url');
    await this.create({ username: 'root', password: configuredPassword ?? generated!, role: Role.ROOT });
    return { created: true, generatedPassword: generated };
  }
}
