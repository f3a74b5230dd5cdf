import { useTranslation } from 'react-i18next';
import type { TrainingAuthName } from '@verdict/common';
import '@/i18n/areas/training';

export function AuthBadge({ auth }: { auth: TrainingAuthName }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs whitespace-nowrap ${auth === 'Private' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
    >
      {auth === 'Private' ? `🔒 ${t('training.private')}` : t('training.public')}
    </span>
  );
}
