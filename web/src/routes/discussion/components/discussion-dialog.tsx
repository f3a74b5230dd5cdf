import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_CONSTANTS } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Markdown } from '@/components/common/markdown';
import { FormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { PageLoading } from '@/components/ui/spinner';
import {
  saveDiscussion,
  useDiscussion,
  useDiscussionCategories,
  type Discussion,
  type DiscussionSave,
} from '@/hooks/api/discussion';
import { toast } from '@/stores/ui';
import { withProblemPrefix } from '../discussion-text';
import '@/i18n/areas/discussion';
import '@/i18n/areas/group-discussion';

interface DiscussionDialogProps {
  /** The discussion to edit; a new one is posted without it. */
  discussion?: Discussion;
  /** A new discussion about this problem (its display id). */
  pid?: string | null;
  /** A group's post: saved through the group routes, the category optional. */
  gid?: number;
  /** Group admins pin a group's post. */
  canPin?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Post or edit a discussion. The list sends discussions without their content, so editing one
 * from there reads it in full first.
 */
export function DiscussionDialog(props: DiscussionDialogProps) {
  const { t } = useTranslation();
  const partial = props.discussion && !props.discussion.content ? props.discussion : undefined;
  const { data: full, error, mutate } = useDiscussion(partial ? partial.id : 0);
  if (!partial) return <DiscussionForm {...props} />;
  if (full) return <DiscussionForm {...props} discussion={full} />;
  return (
    <Modal open onClose={props.onClose} title={t('discussion.form.editTitle')}>
      {error ? (
        <LoadError error={error} onRetry={() => void mutate()} title={t('discussion.loadFailed')} />
      ) : (
        <PageLoading />
      )}
    </Modal>
  );
}

/** Title, description, category and markdown content, all required but a group post's category. */
function DiscussionForm({ discussion, pid, gid, canPin, onClose, onSaved }: DiscussionDialogProps) {
  const { t } = useTranslation();
  const { data: categories } = useDiscussionCategories();
  const problem = discussion ? discussion.pid : (pid ?? null);
  const [title, setTitle] = useState(discussion?.title ?? (problem ? `[${problem}] ` : ''));
  const [description, setDescription] = useState(discussion?.description ?? '');
  const [categoryId, setCategoryId] = useState<number | ''>(discussion?.categoryId ?? '');
  const [content, setContent] = useState(discussion?.content ?? '');
  const [preview, setPreview] = useState(false);
  const [pinned, setPinned] = useState((discussion?.topPriority ?? 0) > 0);

  const validate = () => {
    // The problem's "[pid]" prefix alone is no title.
    if (
      !withProblemPrefix(title, problem)
        .replace(problem ? `[${problem}]` : '', '')
        .trim()
    )
      return t('discussion.form.titleRequired');
    if (!description.trim()) return t('discussion.form.descriptionRequired');
    if (categoryId === '' && !gid) return t('discussion.form.categoryRequired');
    if (!content.trim()) return t('discussion.form.contentRequired');
    return null;
  };
  const submit = async () => {
    const fields = {
      title: withProblemPrefix(title, problem),
      description: description.trim(),
      content,
      pid: problem,
      ...(discussion ? { id: discussion.id } : {}),
    };
    const input: DiscussionSave = gid
      ? {
          ...fields,
          gid,
          ...(categoryId === '' ? {} : { categoryId }),
          ...(canPin ? { topPriority: pinned ? 1 : 0 } : {}),
        }
      : { ...fields, categoryId: Number(categoryId) };
    await saveDiscussion(input);
    toast('success', t(discussion ? 'discussion.updated' : 'discussion.posted'));
    onSaved();
  };

  return (
    <FormDialog
      title={t(discussion ? 'discussion.form.editTitle' : 'discussion.form.postTitle')}
      onClose={onClose}
      validate={validate}
      onSubmit={submit}
      submitLabel={t(discussion ? 'common.save' : 'discussion.form.submit')}
      submitTestId="discussion-submit"
      width="max-w-3xl"
    >
      <div className="mb-3 space-y-3" data-testid="discussion-form">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('discussion.form.title')}</span>
          <input
            className="input w-full"
            name="title"
            value={title}
            maxLength={DISCUSSION_CONSTANTS.titleMaxLength}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('discussion.form.description')}</span>
          <input
            className="input w-full"
            name="description"
            value={description}
            maxLength={DISCUSSION_CONSTANTS.descriptionMaxLength}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('discussion.form.category')}</span>
          <select
            className="input w-full sm:w-64"
            name="categoryId"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <option value="">
              {t(gid ? 'groupDiscussion.noCategory' : 'discussion.form.chooseCategory')}
            </option>
            {(categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        {gid && canPin ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="pinned"
              checked={pinned}
              onChange={(event) => setPinned(event.target.checked)}
            />
            {t('groupDiscussion.pin')}
          </label>
        ) : null}
        <div className="text-sm">
          <div className="mb-1 flex items-center justify-between">
            <span className="font-medium">{t('discussion.form.content')}</span>
            <button type="button" className="btn btn-sm" onClick={() => setPreview(!preview)}>
              {preview ? t('comment.edit') : t('comment.preview')}
            </button>
          </div>
          {preview ? (
            <Markdown className="min-h-48 rounded border border-slate-200 p-2">{content}</Markdown>
          ) : (
            <textarea
              className="input min-h-48 w-full font-mono"
              name="content"
              aria-label={t('discussion.form.content')}
              placeholder={t('discussion.form.contentPlaceholder')}
              value={content}
              maxLength={DISCUSSION_CONSTANTS.contentMaxLength}
              onChange={(event) => setContent(event.target.value)}
            />
          )}
        </div>
      </div>
    </FormDialog>
  );
}
