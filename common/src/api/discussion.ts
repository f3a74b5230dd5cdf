/**
 * Discussion, category and report shapes on the wire (HOJ Discussion, DiscussionVO,
 * DiscussionReportVO). `TTime` as in `./submission`.
 */

export const DISCUSSION_CONSTANTS = {
  /** Discussions per page. */
  pageSize: 10,
  /** Admin report list page size (HOJ default). */
  reportPageSize: 10,
  /** A report's reason is at most this long. */
  reportMaxLength: 200,
  titleMaxLength: 255,
  descriptionMaxLength: 255,
  contentMaxLength: 65535,
} as const;

/** The report tags the report dialog offers. */
export const DISCUSSION_REPORT_TAGS = [
  'spam-ads',
  'illegal',
  'vulgar',
  'gambling-fraud',
  'abusive',
  'plagiarism',
] as const;
export type DiscussionReportTag = (typeof DISCUSSION_REPORT_TAGS)[number];

/** Discussion `status`: 0 normal, 1 disabled (hidden from everyone but admins). */
export const DiscussionStatus = { NORMAL: 0, DISABLED: 1 } as const;

export interface DiscussionCategoryView {
  id: number;
  name: string;
}

/**
 * One discussion, as the list and the detail send it. The author's name, avatar, role and title
 * are read from the user when sent; `role` is HOJ's role name (`root` shows SPA, `admin` ADM).
 * `content` is the raw markdown; the list leaves it out (empty string).
 */
export interface DiscussionView<TTime = string> {
  id: number;
  categoryId: number;
  categoryName: string | null;
  title: string;
  description: string;
  content: string;
  /** The problem's display id for a problem discussion, else null. */
  pid: string | null;
  gid: number | null;
  uid: string;
  author: string;
  avatar: string | null;
  role: string | null;
  titleName: string | null;
  titleColor: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  /** Higher sorts first; 0 is not pinned. */
  topPriority: number;
  status: number;
  /** Whether the viewer likes it (false when signed out). */
  hasLike: boolean;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** `POST /api/discussion` and `PUT /api/discussion` (with `id`). */
export interface DiscussionInput {
  id?: number;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  pid?: string | null;
  /** Only admins may set it; others' values are ignored. */
  topPriority?: boolean | number;
}

/** `POST /api/discussion-report`. */
export interface DiscussionReportInput {
  did: number;
  /** The tags and the reason, as the report dialog joins them. */
  content: string;
  reporter?: string;
}

/** A report in the back office (HOJ DiscussionReportVO). `status` true once handled. */
export interface DiscussionReportView<TTime = string> {
  id: number;
  did: number;
  title: string;
  reporter: string;
  content: string;
  status: boolean;
  gmtCreate: TTime;
}
