import { useTranslation } from 'react-i18next';
import { PICKER_PAGE_SIZE, useClassList } from '@/hooks/api/teacher';
import { IdPicker } from './id-picker';
import '@/i18n/areas/teacher';

interface ClassFilterProps {
  gid: number;
  value: number;
  onChange: (classId: number) => void;
}

/** Narrows a group's figures to one of its classes; "all members" is the whole group. */
export function ClassFilter({ gid, value, onChange }: ClassFilterProps) {
  const { t } = useTranslation();
  const classes = useClassList({ currentPage: 1, limit: PICKER_PAGE_SIZE, gid });
  return (
    <IdPicker
      label={t('teacher.homeworkRank.class')}
      value={value}
      noneLabel={t('teacher.homeworkRank.allMembers')}
      noneValue={0}
      items={classes.data?.records ?? []}
      itemLabel={(klass) => klass.name}
      onChange={onChange}
      className="input w-56 max-w-full"
    />
  );
}
