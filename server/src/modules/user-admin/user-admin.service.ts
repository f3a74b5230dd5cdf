import { Injectable } from '@nestjs/common';
import type { AdminUserView, UserDeletionSummary } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { EventBus } from '../../events/event-bus';
import { SocketSessions } from '../auth/socket-sessions';
import { TokenService } from '../auth/token.service';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { RankTablesService } from '../rank/rank-tables.service';
import { hashPassword } from '../user/password-hasher';
import { UserStatus, type UserAccount } from '../user/user-account';
import { UserAccounts } from '../user/user-accounts.service';
import { UserService } from '../user/user.service';
import { accountEditRecords } from './account-audit';
import { EditUserDto, toAdminUserResponse, UserListQueryDto } from './user-admin.dto';

const PAGE_SIZE = 10;

/** The back office's user list, edits and deletion (HOJ AdminUserController). */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly directory: UserService,
    private readonly tokens: TokenService,
    private readonly sockets: SocketSessions,
    private readonly ranks: RankTablesService,
    private readonly events: EventBus,
    private readonly audit: AuditTrail,
  ) {}

  /** Newest first; the keyword matches username, real name, nickname or email. */
  async list(query: UserListQueryDto): Promise<Page<AdminUserView<Date>>> {
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const [rows, total] = await this.accounts.page(
      { adminsOnly: query.onlyAdmin, keyword: query.keyword },
      { skip, take: size },
    );
    return toPage(rows.map(toAdminUserResponse), total, current, size);
  }

  async edit(dto: EditUserDto, admin: Actor): Promise<AdminUserView<Date>> {
    const user = await this.directory.getByUid(dto.uid);
    if (user.uid === admin.uid) {
      if (dto.type !== undefined && dto.type !== user.role)
        throw badRequest('You can not change your own role');
      if (dto.status === UserStatus.DISABLED) throw badRequest('You can not ban yourself');
    }
    await this.assertFree(user.uid, 'username', dto.username, 'The username has been used');
    if (dto.email) await this.assertFree(user.uid, 'email', dto.email, 'The email has been used');

    const before = { ...user };
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
    await this.accounts.save(user);
    // A new password ends the sessions opened with the old one.
    if (newPassword && user.uid !== admin.uid) await this.tokens.revokeAll(user.uid);
    // A new role or a ban reaches the user's open sockets too: they sign in again as what the user
    // is now, or not at all.
    else if (user.role !== before.role || user.status !== before.status) this.sockets.end(user.uid);
    // A ban takes the user off the ranks, a new name is searched there.
    await this.ranks.touch(user.uid);
    for (const record of accountEditRecords(before, user)) await this.audit.recordChange(admin, record);
    return toAdminUserResponse(user);
  }

  /** What `delete` would do, for the confirmation. */
  async deletionSummary(uids: string[], admin: AuthUser): Promise<UserDeletionSummary> {
    const users = await this.loadForDeletion(uids, admin);
    const kept = { submissions: 0, comments: 0, contests: 0, problems: 0, announcements: 0 };
    if (users.length > 0) {
      const uids = users.map((user) => user.uid);
      const usernames = users.map((user) => user.username);
      await this.events.emitAsync('user.counting-made', { uids, usernames, made: kept });
    }
    return { users: users.map(({ uid, username }) => ({ uid, username })), kept };
  }

  /**
   * Deletes the accounts (all or none) and ends their sessions; what they made stays, and other
   * modules let go of what they kept about them (`user.deleted`: class rosters).
   */
  async delete(uids: string[], admin: Actor): Promise<number> {
    const users = await this.loadForDeletion(uids, admin);
    const found = users.map((user) => user.uid);
    await this.accounts.delete(found);
    for (const { uid, username } of users) {
      await this.audit.record(admin, {
        action: 'user.delete',
        target: { kind: 'user', id: uid, label: username },
        before: { username },
        after: null,
      });
    }
    await this.events.emit('user.deleted', { uids: found });
    for (const uid of found) {
      await this.tokens.revokeAll(uid);
      await this.ranks.touch(uid);
    }
    return found.length;
  }

  private async loadForDeletion(
    uids: string[],
    admin: AuthUser,
  ): Promise<Array<Pick<UserAccount, 'uid' | 'username'>>> {
    const unique = [...new Set(uids)];
    if (unique.includes(admin.uid)) throw badRequest('You can not delete yourself');
    const users = await this.accounts.namesOf(unique);
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
