import { useTranslation } from 'react-i18next';
import type { ImportCheck } from '@verdict/common';

/** Every problem of an import by line, and the lines skipped; says that nothing was imported. */
export function ImportProblems({ check }: { check: ImportCheck }) {
  const { t } = useTranslation();
  const failed = check.errors.length > 0;
  return (
    <div className="mt-3 text-sm" data-testid="user-import-report">
      {failed ? (
        <p role="alert" className="mb-2 font-medium text-red-700">
          {t('adminUsers.importRefused', { count: check.errors.length })}
        </p>
      ) : null}
      {!failed && check.count === 0 ? <p role="alert">{t('adminUsers.importEmpty')}</p> : null}
      {check.skipped.length > 0 ? (
        <p className="mb-2 text-amber-700">
          {t('adminUsers.importSkipped', { lines: check.skipped.join(', ') })}
        </p>
      ) : null}
      {failed ? (
        <table className="w-full max-w-2xl">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-1 pr-3">{t('adminUsers.line')}</th>
              <th className="py-1">{t('adminUsers.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {check.errors.map((error, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-1 pr-3">{error.line}</td>
                <td className="py-1">
                  {t(`adminUsers.importError.${error.code}`, { value: error.value, line: error.firstLine })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
