import { Injectable } from '@nestjs/common';
import { Role, type AdminUserView } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { MESSAGES } from '../auth/auth.dto';
import { UserBatchWriter } from '../user/user-batch-writer.service';
import { UserService } from '../user/user.service';
import { newAccountsRecord } from './account-audit';
import { readRow } from './import-rows';
import { ROW_PROBLEM_MESSAGES } from './row-problem-messages';
import { toAdminUserResponse, type AddUserDto } from './user-admin.dto';

/** One account added by hand in the back office: an import of one row, with the role chosen. */
@Injectable()
export class UserAddService {
  constructor(
    private readonly writer: UserBatchWriter,
    private readonly directory: UserService,
    private readonly audit: AuditTrail,
  ) {}

  async add(dto: AddUserDto, admin: Actor): Promise<AdminUserView<Date>> {
    const row = readRow([dto.username, dto.password, dto.email ?? '', dto.realname ?? ''], 1);
    // The DTO has a username: a row left out lacks a password (blank ones are no password).
    if (!row) throw badRequest(MESSAGES.passwordRequired);
    const [problem] = row.codes;
    if (problem) throw badRequest(ROW_PROBLEM_MESSAGES[problem]);
    const { user } = row;
    if ((await this.writer.taken('username', [user.username])).size > 0) {
      throw badRequest('The username has been used');
    }
    if (user.email && (await this.writer.taken('email', [user.email])).size > 0) {
      throw badRequest('The email has been used');
    }
    await this.writer.insertAll([{ ...user, role: dto.type ?? Role.DEFAULT_USER }]);
    const added = await this.directory.findByUsername(user.username);
    if (!added) throw notFound('The user does not exist');
    await this.audit.record(admin, newAccountsRecord('form', [added.username], added));
    return toAdminUserResponse(added);
  }
}
