import { useTranslation } from 'react-i18next';
import type { ClassState } from '@verdict/common';
import '@/i18n/areas/teacher';

/** Normal or finished, as a small coloured tag. */
export function ClassStateBadge({ state }: { state: ClassState }) {
  const { t } = useTranslation();
  const tone = state === 'finished' ? 'bg-slate-200 text-slate-700' : 'bg-green-100 text-green-800';
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${tone}`} data-testid="class-state">
      {t(`teacher.class.${state}`)}
    </span>
  );
}
