import { Injectable } from '@nestjs/common';
import { ContestStatus, contestStatusAt } from '@verdict/common';
import { badRequest, forbidden, unauthorized } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import type { Viewer } from '../access/viewer';
import { ContestRules } from '../contest/contest-rules';
import { clockOf } from '../contest/contest-view';
import { DiscussionReader } from '../discussion/discussion-reader';
import { SiteConfigService } from '../site/site-config.service';
import { COMMENT_MESSAGES } from './comment-messages';
import type { CommentScope } from './comment-scope';
import { ContestCommentScope } from './contest-comment-scope';
import { DiscussionCommentScope } from './discussion-comment-scope';

/** The ids that name a place comments live in (a request's, or a comment row's). */
export interface CommentPlaceIds {
  cid?: number | null;
  did?: number | null;
}

/**
 * Turns `cid`/`did` into the place's rules for a viewer, once the viewer may read there: a contest
 * needs the site's contest comment area open and the right to enter the contest; a discussion needs
 * the public discussion area open and a post the viewer may read.
 */
@Injectable()
export class CommentScopes {
  constructor(
    private readonly access: AccessService,
    private readonly contests: ContestRules,
    private readonly site: SiteConfigService,
    private readonly discussions: DiscussionReader,
  ) {}

  async enter(ids: CommentPlaceIds, viewer: Viewer | undefined): Promise<CommentScope> {
    if (ids.cid && ids.cid > 0) return this.enterContest(ids.cid, viewer);
    if (ids.did && ids.did > 0) return this.enterDiscussion(ids.did, viewer);
    throw badRequest(COMMENT_MESSAGES.placeRequired);
  }

  private async enterDiscussion(did: number, viewer: Viewer | undefined): Promise<CommentScope> {
    const discussion = await this.discussions.readable(did, viewer);
    return new DiscussionCommentScope({
      did,
      gid: discussion.gid,
      authorUid: discussion.uid,
      moderates: await this.discussions.moderates(viewer, discussion),
      requirePosting: () =>
        viewer ? this.discussions.requireCommenter(viewer) : Promise.reject(unauthorized()),
      counted: (manager, delta) => this.discussions.countComments(manager, did, delta),
    });
  }

  private async enterContest(cid: number, viewer: Viewer | undefined): Promise<CommentScope> {
    if (!(await this.site.website()).openContestComment) {
      throw forbidden(COMMENT_MESSAGES.contestCommentClosed);
    }
    const contest = await this.contests.visibleContest(viewer, cid);
    await this.access.requireScope(viewer, { kind: 'contest', cid }, 'view');
    if (!viewer) throw unauthorized();
    return new ContestCommentScope({
      cid,
      viewerUid: viewer.uid,
      moderates: await this.contests.isContestAdmin(viewer, contest),
      adminUids: [contest.uid, ...(await this.contests.adminsOfEveryContest())],
      ended: contestStatusAt(clockOf(contest), Date.now()) === ContestStatus.ENDED,
    });
  }
}
