import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@verdict/common';
import type { AdminColumn } from '../../components/admin-table';
import { TitledCard } from '../../components/titled-card';
import { HomeworkTable } from './homework-table';
import '@/i18n/areas/teacher';

interface HomeworkClearListProps {
  gid: number;
  onClear: (homework: TrainingView) => void;
}

/** The group's homework, each with its "Clear records in this homework" button. */
export function HomeworkClearList({ gid, onClear }: HomeworkClearListProps) {
  const { t } = useTranslation();
  const columns: AdminColumn<TrainingView>[] = [
    { header: t('teacher.homework.name'), cell: (row) => row.title, className: 'py-2 pr-2' },
    {
      header: t('teacher.actions'),
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-danger whitespace-nowrap"
          onClick={() => onClear(row)}
        >
          {t('teacher.submissions.clearHomework')}
        </button>
      ),
    },
  ];
  return (
    <TitledCard title={t('teacher.submissions.homeworkTitle')} titleId="clear-homework-title">
      <HomeworkTable gid={gid} columns={columns} testId="clear-homework-list" />
    </TitledCard>
  );
}
