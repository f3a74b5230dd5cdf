import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import {
  deleteClassification,
  deleteTag,
  useAdminTags,
  useTagClassifications,
  type AdminTag,
  type ClassificationForm,
  type TagForm,
} from '@/hooks/api/admin-tag';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { ClassificationDialog } from './components/classification-dialog';
import { TagDialog } from './components/tag-dialog';
import { TagGroup } from './components/tag-group';

const NEW_TAG: TagForm = { name: '', color: '#409EFF', tcid: null };

/** /admin/problem/tag: the tags grouped by classification, and the classifications themselves. */
export default function AdminTagPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminConfig.tag.title'));
  const tags = useAdminTags();
  const classes = useTagClassifications();
  const [tagForm, setTagForm] = useState<TagForm | null>(null);
  const [classForm, setClassForm] = useState<ClassificationForm | null>(null);
  if ((tags.error && !tags.data) || (classes.error && !classes.data)) throw tags.error ?? classes.error;

  const classifications = classes.data ?? [];
  const inClass = (tcid: number | null) => (tags.data ?? []).filter((tag) => tag.tcid === tcid);
  const known = new Set(classifications.map((c) => c.id));
  const unclassified = (tags.data ?? []).filter((tag) => tag.tcid === null || !known.has(tag.tcid));

  const removeTag = async (tag: AdminTag) => {
    if (!(await confirmAction(t('adminConfig.tag.confirmDeleteTag', { name: tag.name })))) return;
    await deleteTag(tag.id);
    toast('success', t('admin.deleted'));
  };
  const removeClass = async (id: number, name: string) => {
    const count = inClass(id).length;
    if (!(await confirmAction(t('adminConfig.tag.confirmDeleteClassification', { name, count })))) return;
    await deleteClassification(id);
    toast('success', t('admin.deleted'));
  };
  const editTag = (tag: AdminTag) =>
    setTagForm({ id: tag.id, name: tag.name, color: tag.color ?? '', tcid: tag.tcid });

  return (
    <section className="card p-4">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('adminConfig.tag.title')}</h1>
        <button type="button" className="btn" onClick={() => setClassForm({ name: '', rank: 0 })}>
          {t('adminConfig.tag.addClassification')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="add-tag"
          onClick={() => setTagForm(NEW_TAG)}
        >
          {t('adminConfig.tag.addTag')}
        </button>
      </div>
      {!tags.data || !classes.data ? (
        <p className="text-sm text-slate-500">{t('adminConfig.loading')}</p>
      ) : (
        <div className="space-y-4" data-testid="tag-groups">
          {classifications.map((c) => (
            <TagGroup
              key={c.id}
              title={c.name}
              rank={c.rank}
              tags={inClass(c.id)}
              onEditTag={editTag}
              onDeleteTag={(tag) => void removeTag(tag)}
              onEdit={() => setClassForm({ id: c.id, name: c.name, rank: c.rank })}
              onDelete={() => void removeClass(c.id, c.name)}
            />
          ))}
          <TagGroup
            title={t('adminConfig.tag.unclassified')}
            tags={unclassified}
            onEditTag={editTag}
            onDeleteTag={(tag) => void removeTag(tag)}
          />
        </div>
      )}
      {tagForm ? (
        <TagDialog initial={tagForm} classifications={classifications} onClose={() => setTagForm(null)} />
      ) : null}
      {classForm ? <ClassificationDialog initial={classForm} onClose={() => setClassForm(null)} /> : null}
    </section>
  );
}
