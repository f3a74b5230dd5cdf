import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Role } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { UserService } from '../user/user.service';
import { UserEntity } from '../user/user.entity';

/** The admin roles: admin, problem admin, super admin. */
const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

export type Audience = { type: 'All' } | { type: 'Admin' } | { type: 'Single'; username: string };

/** Turns "everyone", "the admins" or "this user" into uids, for messages sent to many users. */
@Injectable()
export class UserAudienceService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly directory: UserService,
  ) {}

  /** The uids of the audience; a single user is named by username and must exist. */
  async resolve(audience: Audience): Promise<{ recipientId: string | null; uids: string[] }> {
    if (audience.type === 'Single') {
      const user = await this.directory.findByUsername(audience.username);
      if (!user) throw badRequest('The recipient user does not exist');
      return { recipientId: user.uid, uids: [user.uid] };
    }
    const rows = await this.users.find({
      where: audience.type === 'Admin' ? { role: In(ADMIN_ROLES) } : {},
      select: { uid: true },
    });
    return { recipientId: null, uids: rows.map((row) => row.uid) };
  }

  /** Usernames by uid (missing uids are left out). */
  async usernames(uids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(uids)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.find({ where: { uid: In(unique) }, select: { uid: true, username: true } });
    return new Map(rows.map((row) => [row.uid, row.username]));
  }
}
