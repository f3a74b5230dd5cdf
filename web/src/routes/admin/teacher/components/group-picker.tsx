import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { useClassGroups } from '@/hooks/api/teacher';
import '@/i18n/areas/teacher';

/** A select of the groups the teacher administers (all of them for the super admin). */
export function GroupPicker({ value, onChange }: { value: number; onChange: (gid: number) => void }) {
  const { t } = useTranslation();
  const groups = useClassGroups();
  if (groups.error && !groups.data) {
    return <LoadError variant="inline" error={groups.error} onRetry={() => void groups.mutate()} />;
  }
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      {t('teacher.class.group')}
      <select
        className="input w-64 max-w-full"
        value={value || ''}
        disabled={!groups.data}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value="">{t('teacher.class.chooseGroup')}</option>
        {(groups.data ?? []).map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
    </label>
  );
}
