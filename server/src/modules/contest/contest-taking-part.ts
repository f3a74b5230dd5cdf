import { Injectable } from '@nestjs/common';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { UserDirectory } from '../user/user-directory';
import { ContestParticipants } from './contest-participants';
import { ContestRules } from './contest-rules';
import { ContestStore } from './contest-store';

/**
 * A contestant's first judged submission makes them a participant, registered or not, so a public
 * contest counts the people on its board. The contest's author and the super admins, who try its
 * problems out and are never on the board, are not counted.
 */
@Injectable()
export class ContestTakingPart {
  constructor(
    private readonly participants: ContestParticipants,
    private readonly contests: ContestStore,
    private readonly rules: ContestRules,
    private readonly users: UserDirectory,
  ) {}

  @OnAppEvent('submission.verdict')
  async judged({ submission, after }: AppEvents['submission.verdict']): Promise<void> {
    const { cid, uid } = submission;
    if (!cid || !after || (await this.participants.find(cid, uid))) return;
    const [contest, user] = await Promise.all([this.contests.find(cid), this.users.cardOf(uid)]);
    if (!contest || !user || this.rules.isAuthorOrSuperAdmin(user, contest)) return;
    await this.participants.add(cid, uid);
  }
}
