import { DiscussionCategoryEntity } from './discussion-category.entity';
import { DiscussionLikeEntity } from './discussion-like.entity';
import { DiscussionReportEntity } from './discussion-report.entity';
import { DiscussionEntity } from './discussion.entity';

/** The tables of discussions: categories, posts, likes and reports. */
export const DISCUSSION_ENTITIES: (new () => object)[] = [
  DiscussionCategoryEntity,
  DiscussionEntity,
  DiscussionLikeEntity,
  DiscussionReportEntity,
];
