import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { forbidden, type AppException } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { power } from '../access/staff-powers';
import type { Viewer } from '../access/viewer';
import { SiteConfigService, type DiscussionRules } from '../site/site-config.service';
import { USER_ACTIVITY_SOURCE, type UserActivitySource } from '../user/user-home.dto';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { GROUP_DISCUSSION_MESSAGES } from './group/group-discussion-messages';
import { DiscussionEntity } from './discussion.entity';

const DAY_SECONDS = 24 * 3600;
/** Posts an ordinary user made in the 24 hours from their first one (HOJ's counter), deleted or not. */
const postsKey = (uid: string) => `discussion-posts:${uid}`;

/** The 403 of a switched-off area: the public one, or the groups' one. */
function closedRefusal(rules: DiscussionRules, inGroup: boolean): AppException | null {
  if (inGroup) return rules.openGroupDiscussion ? null : forbidden(GROUP_DISCUSSION_MESSAGES.closed);
  return rules.openPublicDiscussion ? null : forbidden(DISCUSSION_MESSAGES.closed);
}

/**
 * The site's discussion rules in one place (HOJ DiscussionManager): the public and
 * the group areas' switches, and what ordinary users need before they post or comment. Staff who
 * skip the posting limits (`skips-posting-limits`) pass.
 * Which roles may post at all is the route's permission (discussion_add, comment_add).
 */
@Injectable()
export class DiscussionGate {
  constructor(
    private readonly site: SiteConfigService,
    private readonly kv: KeyValueStore,
    @Inject(USER_ACTIVITY_SOURCE) private readonly activity: UserActivitySource,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  /** 403 while the public discussion area is switched off. */
  async requireOpen(): Promise<DiscussionRules> {
    return this.requireArea(false);
  }

  /** 403 while group discussions are switched off. */
  async requireGroupOpen(): Promise<DiscussionRules> {
    return this.requireArea(true);
  }

  private async requireArea(inGroup: boolean): Promise<DiscussionRules> {
    const rules = await this.site.discussionRules();
    const areaClosed = closedRefusal(rules, inGroup);
    if (areaClosed) throw areaClosed;
    return rules;
  }

  /**
   * The area is open (the group one for a group post), enough solved problems, and fewer posts
   * than the daily limit in the last 24 hours, public and group posts together. Deleted posts
   * count (the shared counter); the posts kept in the database count too, in case the counter
   * was lost with an embedded instance's memory.
   */
  async requirePoster(viewer: Viewer, inGroup = false): Promise<void> {
    const posterRefused = await this.posterRefusal(viewer, inGroup);
    if (posterRefused) throw posterRefused;
  }

  /** The 403 a post by this user would get now (the rules of `requirePoster`), or null. */
  async posterRefusal(viewer: Viewer, inGroup = false): Promise<AppException | null> {
    const rules = await this.site.discussionRules();
    const areaClosed = closedRefusal(rules, inGroup);
    if (areaClosed) return areaClosed;
    if (power(viewer, 'skips-posting-limits')) return null;
    const needed = rules.acceptedToPost;
    if ((await this.activity.solvedCount(viewer.uid)) < needed) {
      return forbidden(
        `Sorry, you can not post a discussion yet! Please solve at least ${needed} problems first`,
      );
    }
    const [counted, kept] = await Promise.all([
      this.kv.get(postsKey(viewer.uid)),
      this.discussions.countBy({
        uid: viewer.uid,
        gmtCreate: MoreThanOrEqual(new Date(Date.now() - DAY_SECONDS * 1000)),
      }),
    ]);
    const today = Math.max(Number(counted ?? 0), kept);
    const limit = rules.dailyLimit;
    if (today >= limit) {
      return forbidden(`Sorry, you have posted ${limit} discussions in the last day, the daily limit`);
    }
    return null;
  }

  /** Counts a new post against its author's daily limit (staff who skip the limits have none). */
  async countPost(viewer: Viewer): Promise<void> {
    if (!power(viewer, 'skips-posting-limits')) await this.kv.increment(postsKey(viewer.uid), DAY_SECONDS);
  }

  /**
   * Enough solved problems to comment or reply under a discussion. The area's switch is not read
   * here: the discussion was opened through the reader, which checked the switch of its own area.
   */
  async requireCommenter(viewer: Viewer): Promise<void> {
    const rules = await this.site.discussionRules();
    if (power(viewer, 'skips-posting-limits')) return;
    const needed = rules.acceptedToComment;
    if ((await this.activity.solvedCount(viewer.uid)) < needed) {
      throw forbidden(`Sorry, you can not comment yet! Please solve at least ${needed} problems first`);
    }
  }
}
