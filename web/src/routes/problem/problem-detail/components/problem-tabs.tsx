import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/ui/tabs';
import { parseExtraFiles } from '@/lib/parse-extra-files';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';
import type { ProblemDetail } from '@/types/problem';
import { MySubmissions } from './my-submissions';
import { ProblemAnnex } from './problem-annex';
import { ProblemStatement } from './problem-statement';

/** Description, My Submission (needs login) and, when the problem has extra files, Problem Annex. */
export function ProblemTabs({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [index, setIndex] = useState(0);
  const extraFiles = parseExtraFiles(detail.problem.userExtraFile);
  const select = (next: number) => {
    if (next === 1 && !token) {
      toast('warning', t('message.pleaseLoginFirst'));
      openAccountDialog('Login');
      return;
    }
    setIndex(next);
  };
  return (
    <div>
      <div className="mb-4 border-b border-slate-200">
        <TabStrip
          tabs={[
            { label: t('problem.tabDescription') },
            { label: t('problem.tabMySubmission'), testId: 'tab-my-submission' },
            ...(extraFiles.length > 0 ? [{ label: t('problem.tabAnnex') }] : []),
          ]}
          selected={index}
          onSelect={select}
        />
      </div>
      {index === 0 ? <ProblemStatement detail={detail} /> : null}
      {index === 1 ? <MySubmissions problemId={detail.problem.problemId} /> : null}
      {index === 2 ? <ProblemAnnex files={extraFiles} /> : null}
    </div>
  );
}
