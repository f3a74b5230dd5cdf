import { Injectable } from '@nestjs/common';
import type { ImportCheck, ImportRowProblem } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { UserBatchWriter } from '../user/user-batch-writer.service';
import { newAccountsRecord } from './account-audit';
import { ImportedUser, parseImportRows } from './import-rows';

/** CSV import of users (HOJ insert-batch-user): every row is checked, then all go in or none. */
@Injectable()
export class UserImportService {
  constructor(
    private readonly writer: UserBatchWriter,
    private readonly audit: AuditTrail,
  ) {}

  /** Every problem of the rows, those of the file and those of names or emails already taken. */
  async check(rows: string[][]): Promise<ImportCheck> {
    const { count, skipped, errors } = await this.inspect(rows);
    return { count, skipped, errors };
  }

  async import(rows: string[][], admin: Actor): Promise<number> {
    const { users, errors, count } = await this.inspect(rows);
    if (errors.length > 0) {
      throw badRequest(
        `Nothing was imported: ${errors.length} problems found, the first on line ${errors[0].line}`,
      );
    }
    if (count === 0) throw badRequest('The user list can not be empty');
    await this.writer.insertAll(users);
    const usernames = users.map((user) => user.username);
    await this.audit.record(admin, newAccountsRecord('csv', usernames));
    return count;
  }

  private async inspect(rows: string[][]): Promise<ImportCheck & { users: ImportedUser[] }> {
    const parsed = parseImportRows(rows);
    const takenNames = await this.writer.taken(
      'username',
      parsed.users.map((user) => user.username),
    );
    const takenEmails = await this.writer.taken(
      'email',
      parsed.users.flatMap((user) => (user.email ? [user.email] : [])),
    );
    const taken: ImportRowProblem[] = parsed.users.flatMap((user) => [
      ...(takenNames.has(user.username.toLowerCase())
        ? [{ line: user.line, code: 'usernameTaken' as const, value: user.username }]
        : []),
      ...(user.email && takenEmails.has(user.email.toLowerCase())
        ? [{ line: user.line, code: 'emailTaken' as const, value: user.email }]
        : []),
    ]);
    const errors = [...parsed.errors, ...taken].sort((a, b) => a.line - b.line);
    return { count: parsed.users.length, skipped: parsed.skipped, errors, users: parsed.users };
  }
}
