import { useTranslation } from 'react-i18next';
import type { AdminTag } from '@/hooks/api/admin-tag';
import { LinkButton } from '../../components/link-button';
import { NamedLinkActions } from '../../components/named-link-actions';

interface TagGroupProps {
  title: string;
  /** Shown for a classification; the unclassified group has none. */
  rank?: number;
  tags: AdminTag[];
  onEditTag: (tag: AdminTag) => void;
  onDeleteTag: (tag: AdminTag) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One classification (or the unclassified tags) with its tags and their actions. */
export function TagGroup({ title, rank, tags, onEditTag, onDeleteTag, onEdit, onDelete }: TagGroupProps) {
  const { t } = useTranslation();
  return (
    <section className="rounded border border-slate-200 p-3" aria-label={title}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-medium">
          {title}
          {rank !== undefined ? (
            <span className="ml-2 text-xs font-normal text-slate-500">
              {t('adminConfig.tag.rankValue', { rank })}
            </span>
          ) : null}
        </h2>
        {onEdit ? (
          <LinkButton className="text-sm" onClick={onEdit}>
            {t('adminConfig.tag.edit')}
          </LinkButton>
        ) : null}
        {onDelete ? (
          <LinkButton danger className="text-sm" onClick={onDelete}>
            {t('admin.delete')}
          </LinkButton>
        ) : null}
      </div>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-500">{t('adminConfig.tag.noTags')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag.id}
              className="flex items-center gap-2 rounded border border-slate-200 px-2 py-1 text-sm"
              data-testid="admin-tag"
            >
              <span
                className="inline-block h-3 w-3 rounded-sm"
                style={{ backgroundColor: tag.color || '#64748b' }}
                aria-hidden="true"
              />
              <span>{tag.name}</span>
              <NamedLinkActions
                name={tag.name}
                onEdit={() => onEditTag(tag)}
                onDelete={() => onDeleteTag(tag)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
