import { DISCUSSION_CONSTANTS } from '@verdict/common';

/** A problem discussion's title starts with the problem id in brackets. */
export function withProblemPrefix(title: string, pid: string | null | undefined): string {
  const trimmed = title.trim();
  if (!pid) return trimmed;
  const prefix = `[${pid}]`;
  return trimmed.startsWith(prefix) ? trimmed : `${prefix} ${trimmed}`;
}

/** The report's `content`: each chosen tag as `#tag#`, then the reason (HOJ's report dialog). */
export function joinReportContent(tagLabels: readonly string[], reason: string): string {
  return [...tagLabels.map((label) => `#${label}#`), reason.trim()].filter(Boolean).join(' ');
}

export type ReportProblem = 'empty' | 'tooLong' | null;

/** What stops a report from being sent: no tag and no reason, or a reason over 200 characters. */
export function reportProblem(tagCount: number, reason: string): ReportProblem {
  if (tagCount === 0 && reason.trim() === '') return 'empty';
  if (reason.length > DISCUSSION_CONSTANTS.reportMaxLength) return 'tooLong';
  return null;
}

/** Where a discussion opens: a group's post inside its group, others on the public page. */
export function discussionDetailPath(discussion: { id: number; gid: number | null }): string {
  return discussion.gid
    ? `/group/${discussion.gid}/discussion-detail/${discussion.id}`
    : `/discussion-detail/${discussion.id}`;
}

/** Where a discussion's list is: its group's tab, or the public list. */
export function discussionListPath(gid: number | null | undefined): string {
  return gid ? `/group/${gid}/discussion` : '/discussion';
}

/** Where a discussed problem opens: inside the group for a group's post. */
export function discussedProblemPath(pid: string, gid: number | null | undefined): string {
  const encoded = encodeURIComponent(pid);
  return gid ? `/group/${gid}/problem/${encoded}` : `/problem/${encoded}`;
}
