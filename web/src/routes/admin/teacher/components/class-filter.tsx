import { useTranslation } from 'react-i18next';
import { PICKER_PAGE_SIZE, useClassList } from '@/hooks/api/teacher';
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
    <label className="flex flex-wrap items-center gap-2 text-sm">
      {t('teacher.homeworkRank.class')}
      <select
        className="input w-56 max-w-full"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{t('teacher.homeworkRank.allMembers')}</option>
        {(classes.data?.records ?? []).map((klass) => (
          <option key={klass.id} value={klass.id}>
            {klass.name}
          </option>
        ))}
      </select>
    </label>
  );
}
