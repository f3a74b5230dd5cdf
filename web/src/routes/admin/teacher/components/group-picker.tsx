import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { useClassGroups } from '@/hooks/api/teacher';
import { IdPicker } from './id-picker';
import '@/i18n/areas/teacher';

/** A select of the groups the teacher administers (all of them for the super admin). */
export function GroupPicker({ value, onChange }: { value: number; onChange: (gid: number) => void }) {
  const { t } = useTranslation();
  const groups = useClassGroups();
  if (groups.error && !groups.data) {
    return <LoadError variant="inline" error={groups.error} onRetry={() => void groups.mutate()} />;
  }
  return (
    <IdPicker
      label={t('teacher.class.group')}
      value={value}
      noneLabel={t('teacher.class.chooseGroup')}
      items={groups.data ?? []}
      itemLabel={(group) => group.name}
      onChange={onChange}
      disabled={!groups.data}
    />
  );
}
