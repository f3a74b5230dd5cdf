import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { useGroupProblemList } from '@/hooks/api/group-problem';
import { ProblemRowsTable } from '@/routes/problem/problem-list/components/problem-table';
import { PagedBody } from '../../components/paged-body';
import { useGroup } from '../../group-context';
import '@/i18n/areas/group-problem';

const PAGE_SIZE = 10;

/** Members: the group's public problems with the viewer's status, as the problem set shows them. */
export function GroupProblemList() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupProblemList(group.id, page, PAGE_SIZE);
  return (
    <PagedBody
      data={list.data}
      error={list.error}
      failedText={t('groupProblem.loadFailed')}
      onReload={() => void list.mutate()}
      emptyText={t('groupProblem.empty')}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    >
      {(records) => (
        <ProblemRowsTable
          rows={records.map((row) => ({
            key: row.problemId,
            status: row.myStatus ?? JudgeStatus.NOT_SUBMITTED,
            displayId: row.problemId,
            to: `/group/${group.id}/problem/${encodeURIComponent(row.problemId)}`,
            title: row.title,
            difficulty: row.difficulty,
            tags: row.tags ?? [],
            ac: row.ac,
            total: row.total,
            attributes: { 'data-testid': 'group-problem-row' },
          }))}
          showStatus
          idLabel={t('groupProblem.id')}
          tagsLabel={t('problem.tags')}
          difficultyWidth="w-28"
          initialShowTags={false}
          minWidth="min-w-[640px]"
          testId="group-problem-list"
        />
      )}
    </PagedBody>
  );
}
