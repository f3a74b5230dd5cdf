import type { AdminProblemRow } from '@/hooks/api/admin-problem';
import type { AdminColumn } from '../components/admin-table';

type Translate = (key: string) => string;

/** The columns naming a problem in the back office's problem lists: its id, title and author. */
export function problemColumns(t: Translate): AdminColumn<AdminProblemRow>[] {
  return [
    { header: 'ID', cell: (problem) => problem.problemId },
    { header: t('problem.title'), cell: (problem) => problem.title },
    { header: t('adminProblem.author'), cell: (problem) => problem.author },
  ];
}
