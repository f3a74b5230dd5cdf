import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@verdict/common';
import { auditChangeRows } from '../audit-values';

/** An entry's changed fields, one line each: the field, then its value before → after. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  const rows = auditChangeRows(entry, { role: (code) => t(`adminUsers.role.${code}`) });
  if (rows.length === 0) return <span className="text-slate-500">—</span>;
  // `relative` keeps the screen-reader text, positioned absolutely, inside the table's scroll box:
  // placed against the page, it made narrow screens scroll sideways.
  return (
    <ul className="relative space-y-0.5" data-testid="audit-changes">
      {rows.map((row) => (
        <li key={row.field} className="break-words">
          <span className="font-mono text-xs text-slate-600">{row.field}</span>{' '}
          <span className="text-slate-500 line-through decoration-slate-300">{row.before}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {t('audit.changedTo')} </span>
          <span>{row.after}</span>
        </li>
      ))}
    </ul>
  );
}
