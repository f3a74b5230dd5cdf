import { useTranslation } from 'react-i18next';
import { useProblemTags } from '@/hooks/api/problem';

interface TagPanelProps {
  selected: number[];
  onChange: (tagIds: number[]) => void;
}

/** Tags grouped by classification; clicking toggles a tag in the filter. */
export function TagPanel({ selected, onChange }: TagPanelProps) {
  const { t } = useTranslation();
  const { data } = useProblemTags();
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <aside className="card h-fit p-4">
      <h2 className="mb-3 font-semibold">{t('problem.tags')}</h2>
      {(data ?? []).map((group, index) => (
        <div key={group.classification?.id ?? `none-${index}`} className="mb-3">
          {group.classification ? (
            <h3 className="mb-1 text-xs font-semibold text-slate-500">{group.classification.name}</h3>
          ) : null}
          <div className="flex flex-wrap gap-1.5">
            {group.tagList.map((tag) => {
              const active = selected.includes(tag.id);
              return (
                <button
                  key={tag.id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => toggle(tag.id)}
                  className={`rounded-full border px-2 py-0.5 text-xs ${active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 text-slate-700 hover:border-blue-400'}`}
                >
                  {tag.name}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {data && data.length === 0 ? <p className="text-sm text-slate-500">{t('problem.noTag')}</p> : null}
    </aside>
  );
}
