import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, Repository } from 'typeorm';
import { type AdminUserView, Role, type UserDeletionSummary } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { EventBus } from '../../events/event-bus';
import { SocketSessions } from '../auth/socket-sessions';
import { TokenService } from '../auth/token.service';
import { RankTablesService } from '../rank/rank-tables.service';
import { hashPassword } from '../user/password-hasher';
import { UserEntity } from '../user/user.entity';
import { UserStatus } from '../user/user-account';
import { UserService } from '../user/user.service';
import { EditUserDto, toAdminUserResponse, UserListQueryDto } from './user-admin.dto';
import { userFootprint } from './user-footprint';

const PAGE_SIZE = 10;
const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

/** The back office's user list, edits and deletion (HOJ AdminUserController). */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: UserService,
    private readonly tokens: TokenService,
    private readonly sockets: SocketSessions,
    private readonly ranks: RankTablesService,
    private readonly events: EventBus,
  ) {}

  /** Newest first; the keyword matches username, real name, nickname or email. */
  async list(query: UserListQueryDto): Promise<Page<AdminUserView<Date>>> {
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const builder = this.users.createQueryBuilder('u');
    if (query.onlyAdmin) builder.andWhere('u.role IN (:...roles)', { roles: ADMIN_ROLES });
    if (query.keyword) {
      // '!' escapes LIKE's wildcards the same way on MariaDB and SQLite.
      const like = `%${query.keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      builder.andWhere(
        new Brackets((or) =>
          ['username', 'realname', 'nickname', 'email'].forEach((column) =>
            or.orWhere(`u.${column} LIKE :like ESCAPE '!'`, { like }),
          ),
        ),
      );
    }
    const [rows, total] = await builder
      .orderBy('u.gmtCreate', 'DESC')
      .addOrderBy('u.uid', 'ASC')
      .skip(skip)
      .take(size)
      .getManyAndCount();
    return toPage(rows.map(toAdminUserResponse), total, current, size);
  }

  async edit(dto: EditUserDto, admin: AuthUser): Promise<AdminUserView<Date>> {
    const user = await this.directory.getByUid(dto.uid);
    if (user.uid === admin.uid) {
      if (dto.type !== undefined && dto.type !== user.role)
        throw badRequest('You can not change your own role');
      if (dto.status === UserStatus.DISABLED) throw badRequest('You can not ban yourself');
    }
    await this.assertFree(user.uid, 'username', dto.username, 'The username has been used');
    if (dto.email) await this.assertFree(user.uid, 'email', dto.email, 'The email has been used');

    const before = { role: user.role, status: user.status };
    user.username = dto.username;
    if (dto.realname !== undefined) user.realname = dto.realname || null;
    if (dto.email !== undefined) user.email = dto.email || null;
    if (dto.type !== undefined) user.role = dto.type;
    if (dto.status !== undefined) user.status = dto.status;
    if (dto.isVip !== undefined) user.isVip = dto.isVip;
    if (dto.titleName !== undefined) user.titleName = dto.titleName || null;
    if (dto.titleColor !== undefined) user.titleColor = dto.titleColor || null;
    const newPassword = dto.setNewPwd === true && dto.password !== undefined;
    if (newPassword) user.password = await hashPassword(dto.password!);
    try {
      await this.users.save(user);
    } catch (error) {
      // Two edits racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest('The username or email has been used');
      throw error;
    }
    // A new password ends the sessions opened with the old one.
    if (newPassword && user.uid !== admin.uid) await this.tokens.revokeAll(user.uid);
    // A new role or a ban reaches the user's open sockets too: they sign in again as what the user
    // is now, or not at all.
    else if (user.role !== before.role || user.status !== before.status) this.sockets.end(user.uid);
    // A ban takes the user off the ranks, a new name is searched there.
    await this.ranks.touch(user.uid);
    return toAdminUserResponse(user);
  }

  /** What `delete` would do, for the confirmation. */
  async deletionSummary(uids: string[], admin: AuthUser): Promise<UserDeletionSummary> {
    const users = await this.loadForDeletion(uids, admin);
    const kept = await userFootprint(
      this.dataSource,
      users.map((user) => user.uid),
      users.map((user) => user.username),
    );
    return { users: users.map(({ uid, username }) => ({ uid, username })), kept };
  }

  /**
   * Deletes the accounts (all or none) and ends their sessions; what they made stays, and other
   * modules let go of what they kept about them (`user.deleted`: class rosters).
   */
  async delete(uids: string[], admin: AuthUser): Promise<number> {
    const users = await this.loadForDeletion(uids, admin);
    const found = users.map((user) => user.uid);
    await this.users.delete({ uid: In(found) });
    await this.events.emit('user.deleted', { uids: found });
    for (const uid of found) {
      await this.tokens.revokeAll(uid);
      await this.ranks.touch(uid);
    }
    return found.length;
  }

  private async loadForDeletion(uids: string[], admin: AuthUser): Promise<UserEntity[]> {
    const unique = [...new Set(uids)];
    if (unique.includes(admin.uid)) throw badRequest('You can not delete yourself');
    const users = await this.users.find({
      where: { uid: In(unique) },
      select: { uid: true, username: true },
      order: { username: 'ASC' },
    });
    if (users.length !== unique.length) throw notFound('The user does not exist');
    return users;
  }

  private async assertFree(uid: string, column: 'username' | 'email', value: string, message: string) {
    const other =
      column === 'username'
        ? await this.directory.findByUsername(value)
        : await this.directory.findByEmail(value);
    if (other && other.uid !== uid) throw badRequest(message);
  }
}
