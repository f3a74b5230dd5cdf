import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { UserAccounts } from '../user/user-accounts.service';
import { UserService } from '../user/user.service';

export type Audience = { type: 'All' } | { type: 'Admin' } | { type: 'Single'; username: string };

/** Turns "everyone", "the admins" or "this user" into uids, for messages sent to many users. */
@Injectable()
export class UserAudienceService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly directory: UserService,
  ) {}

  /** The uids of the audience; a single user is named by username and must exist. */
  async resolve(audience: Audience): Promise<{ recipientId: string | null; uids: string[] }> {
    if (audience.type === 'Single') {
      const user = await this.directory.findByUsername(audience.username);
      if (!user) throw badRequest('The recipient user does not exist');
      return { recipientId: user.uid, uids: [user.uid] };
    }
    const uids = await this.accounts.uidsOf({ adminsOnly: audience.type === 'Admin' });
    return { recipientId: null, uids };
  }

  /** Usernames by uid (missing uids are left out). */
  async usernames(uids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(uids)];
    if (unique.length === 0) return new Map();
    const names = await this.accounts.namesOf(unique);
    return new Map(names.map((row) => [row.uid, row.username]));
  }
}
