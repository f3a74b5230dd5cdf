import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { PageLoading } from '@/components/ui/spinner';
import { useLanguages } from '@/hooks/api/problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { IdeWorkspace } from './components/ide-workspace';
import '@/i18n/areas/ojide';

/** /ojide: the judge's languages (those of this site's own judges), then the workspace. */
export default function OjidePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ojide.title'));
  const { data, error, isLoading, mutate } = useLanguages();
  if (isLoading && !data) return <PageLoading />;
  if (error && !data)
    return <LoadError error={error} onRetry={() => void mutate()} title={t('ojide.loadFailed')} />;
  const languages = (data ?? []).filter((language) => language.oj === 'ME' || !language.oj);
  if (languages.length === 0) {
    return <p className="card p-6 text-center text-sm text-slate-500">{t('ojide.noLanguages')}</p>;
  }
  return <IdeWorkspace languages={languages} />;
}
