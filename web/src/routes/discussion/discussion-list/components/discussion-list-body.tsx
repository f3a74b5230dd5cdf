import { DISCUSSION_CONSTANTS, type Page } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import type { Discussion } from '@/hooks/api/discussion';
import { DiscussionRow } from './discussion-row';

interface DiscussionListBodyProps {
  data: Page<Discussion> | undefined;
  isLoading: boolean;
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (discussion: Discussion) => void;
  onChanged: () => void;
  /** The viewer is a root of the group the list belongs to. */
  groupRoot?: boolean;
}

/** A page of discussions (pinned first, as the server orders them), or the empty note, and the pager. */
export function DiscussionListBody({
  data,
  isLoading,
  emptyText,
  page,
  onPageChange,
  onEdit,
  onChanged,
  groupRoot,
}: DiscussionListBodyProps) {
  return (
    <>
      {isLoading && !data ? (
        <PageLoading />
      ) : data && data.records.length > 0 ? (
        <ul className="divide-y divide-slate-100" data-testid="discussion-list">
          {data.records.map((discussion) => (
            <DiscussionRow
              key={discussion.id}
              discussion={discussion}
              groupRoot={groupRoot}
              onEdit={onEdit}
              onChanged={onChanged}
            />
          ))}
        </ul>
      ) : (
        <p className="py-10 text-center text-slate-500" data-testid="discussion-empty">
          {emptyText}
        </p>
      )}
      <Pagination
        page={page}
        pageSize={DISCUSSION_CONSTANTS.pageSize}
        total={data?.total ?? 0}
        onPageChange={onPageChange}
      />
    </>
  );
}
