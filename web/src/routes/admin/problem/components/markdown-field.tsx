import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { TabStrip } from '@/components/ui/tabs';

/** A statement part in markdown, with a preview tab that renders it as students will see it. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 6,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(0);
  const id = useId();
  return (
    <div className="text-sm">
      <div className="flex items-end justify-between">
        <label htmlFor={id} className="font-medium text-slate-700">
          {label}
        </label>
        <TabStrip
          size="sm"
          tabs={[{ label: t('adminProblemForm.write') }, { label: t('adminProblemForm.preview') }]}
          selected={preview}
          onSelect={setPreview}
        />
      </div>
      {preview === 0 ? (
        <textarea
          id={id}
          className="input w-full font-mono"
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div className="min-h-24 rounded border border-slate-200 p-2" aria-label={label}>
          {value ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-slate-400">{t('adminProblemForm.nothingToPreview')}</p>
          )}
        </div>
      )}
    </div>
  );
}
