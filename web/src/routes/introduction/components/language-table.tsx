import { useTranslation } from 'react-i18next';
import { findLanguage } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLanguages } from '@/hooks/api/problem';
import { commandLine } from '../language-commands';
import '@/i18n/areas/home';

/** The site's languages (`GET /api/languages`) with the commands the judge runs them with. */
export function LanguageTable() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useLanguages();
  if (isLoading && !data) {
    return (
      <div className="flex justify-center py-6" role="status" aria-label={t('homePage.loading')}>
        <Spinner />
      </div>
    );
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} title={t('homePage.loadFailed')} />;
  }
  const rows = (data ?? []).filter((language) => language.oj === 'ME' || !language.oj);
  if (rows.length === 0) return <p className="py-4 text-sm text-slate-500">{t('aboutPage.noLanguages')}</p>;
  const memory = t('aboutPage.memoryPlaceholder');
  return (
    <ul className="space-y-3">
      {rows.map((language) => {
        const spec = findLanguage(language.name);
        return (
          <li key={language.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className="font-semibold">{language.name}</h3>
              <span className="text-sm text-slate-500">{language.description}</span>
              {spec ? (
                <span className="ml-auto text-xs text-slate-600">
                  {spec.nativeLimits ? t('aboutPage.nativeLimits') : t('aboutPage.doubledLimits')}
                </span>
              ) : null}
            </div>
            {spec ? (
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="text-slate-600">{t('aboutPage.compile')}</dt>
                <dd className="min-w-0">
                  {spec.compile ? (
                    <code className="block overflow-x-auto rounded bg-slate-100 px-2 py-1 text-xs whitespace-pre">
                      {commandLine(spec, spec.compile.command, memory)}
                    </code>
                  ) : (
                    <span className="text-slate-500">{t('aboutPage.noCompile')}</span>
                  )}
                </dd>
                <dt className="text-slate-600">{t('aboutPage.run')}</dt>
                <dd className="min-w-0">
                  <code className="block overflow-x-auto rounded bg-slate-100 px-2 py-1 text-xs whitespace-pre">
                    {commandLine(spec, spec.run, memory)}
                  </code>
                </dd>
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
