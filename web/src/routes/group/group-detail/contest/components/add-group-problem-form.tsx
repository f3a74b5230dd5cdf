import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProblemForm } from '@/components/common/add-problem-form';
import { addGroupContestProblemFromGroup } from '@/hooks/api/group-contest';
import { useGroupProblemMatches } from '@/hooks/api/group-problem';
import { nextDisplayId } from '@/routes/admin/contest/next-display-id';
import '@/i18n/areas/group-contest';

/** Adds one of the group's own problems to the contest, found by its id or title. */
export function AddGroupProblemForm({
  gid,
  cid,
  displayIds,
  onAdded,
}: {
  gid: number;
  cid: number;
  /** The display ids the contest uses. */
  displayIds: string[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const matches = useGroupProblemMatches(gid, keyword);
  return (
    <div className="border-t border-slate-100 pt-3" data-testid="add-group-problem">
      <AddProblemForm
        label={t('groupContest.problems.fromGroup')}
        testId="group-problem-picker"
        onSearch={setKeyword}
        matches={matches.data?.records}
        failed={Boolean(matches.error)}
        displayId={{ label: t('groupContest.problems.displayId'), suggestion: nextDisplayId(displayIds) }}
        onAdd={async (problem, displayId) => {
          await addGroupContestProblemFromGroup(cid, problem.problemId, displayId);
          onAdded();
        }}
      />
    </div>
  );
}
