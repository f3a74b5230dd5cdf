import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemFormEndpoints } from '../problem-form-endpoints';
import { FieldError, Section, type SectionProps } from './form-bits';

/** Tags: pick an existing one from the suggestions or type a new one (created on save). */
export function TagsField({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const { data: known } = useProblemFormEndpoints().useTags();
  const [name, setName] = useState('');
  const [warning, setWarning] = useState('');
  const listId = useId();
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (draft.tags.some((tag) => tag.name.toLowerCase() === trimmed.toLowerCase())) {
      setWarning(t('adminProblemForm.errors.tagTwice'));
      return;
    }
    const existing = known?.find((tag) => tag.name.toLowerCase() === trimmed.toLowerCase());
    update({
      tags: [...draft.tags, existing ? { id: existing.id, name: existing.name } : { name: trimmed }],
    });
    setName('');
    setWarning('');
  };
  return (
    <Section title={t('adminProblemForm.tags')}>
      <ul className="flex flex-wrap gap-2" aria-label={t('adminProblemForm.tags')}>
        {draft.tags.map((tag) => (
          <li
            key={tag.name}
            className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-sm"
          >
            {tag.name}
            {tag.id ? null : <span className="text-xs text-slate-500">({t('adminProblemForm.newTag')})</span>}
            <button
              type="button"
              className="text-slate-500 hover:text-red-700"
              aria-label={t('adminProblemForm.removeTag', { name: tag.name })}
              onClick={() => update({ tags: draft.tags.filter((other) => other !== tag) })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <input
          className="input w-56"
          list={listId}
          aria-label={t('adminProblemForm.tagName')}
          placeholder={t('adminProblemForm.tagName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <datalist id={listId}>
          {(known ?? []).map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        <button type="button" className="btn btn-sm" onClick={add}>
          {t('adminProblemForm.addTag')}
        </button>
      </div>
      {warning ? (
        <p role="alert" className="text-xs text-amber-700">
          {warning}
        </p>
      ) : null}
      <FieldError errors={errors} field="tags" />
    </Section>
  );
}
